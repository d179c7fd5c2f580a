// Tests only: answers that broke the declared contract, collected by response-check.ts in every test app.
// vitest-setup.ts fails the test during which one appeared; a test expecting one takes it first.
export type ContractProblem = { route: string; status?: number; problem: string };

const problems: ContractProblem[] = [];

export const reportContractProblem = (problem: ContractProblem) => {
  problems.push(problem);
};

export const takeContractProblems = (): ContractProblem[] => problems.splice(0);
