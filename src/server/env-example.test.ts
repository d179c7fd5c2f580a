// `.env.example` is where a club's volunteer learns what can be set: it lists and explains every variable the
// server reads, so a new one cannot be added to env.ts and forgotten there.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ENV_VARIABLES, parseEnv } from './env';

/** Set by the npm scripts themselves (npm start is production), not by whoever runs the site. */
const SET_BY_SCRIPTS = ['NODE_ENV'];

it('lists every variable env.ts reads, each once, and nothing else', () => {
  const listed = [...readFileSync('.env.example', 'utf8').matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
  expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
  expect([...listed].sort()).toEqual(ENV_VARIABLES.filter((name) => !SET_BY_SCRIPTS.includes(name)).sort());
});

it('holds values the server accepts as they are', () => {
  const values = Object.fromEntries(
    [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
  );
  expect(() => parseEnv(values)).not.toThrow();
});
