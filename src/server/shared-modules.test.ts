// The unit project runs its files in shared workers (vitest.config.ts, `isolate: false`): a file that mocked a
// module or changed the environment would change it for the files after it. This keeps that from creeping in.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processTests } from '../../vitest.config';
import { projectRoot } from './project-root';

const LEAKS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(|process\.env\.\w+\s*=[^=]|delete process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('unit test files sharing a worker', () => {
  it('mock no module and leave the environment as they found it', () => {
    const leaking = testFiles(join(projectRoot, 'src'))
      .map((file) => relative(projectRoot, file))
      // The process tests run apart, each file in its own worker.
      .filter((file) => !processTests.includes(file) && LEAKS.test(readFileSync(join(projectRoot, file), 'utf8')));
    expect(leaking).toEqual([]);
  });
});
