// Every test that made the app answer outside its declared contract fails, whatever it asserted itself.
import { afterEach } from 'vitest';
import { takeContractProblems } from './contract-problems';

afterEach(() => {
  const problems = takeContractProblems();
  if (problems.length === 0) return;
  const lines = problems.map((p) => `${p.route}${p.status ? ` ${p.status}` : ''}: ${p.problem}`);
  throw new Error(`Responses outside the declared contract:\n${lines.join('\n')}`);
});
