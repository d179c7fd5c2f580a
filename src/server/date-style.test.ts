// One date style (ADR 032) wherever a person reads a date. Every readable date is printed by
// src/shared/club-time.ts; nothing else in the sources formats dates with the locale's own styles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

const LOCALE_DATES = /\.toLocale(Date|Time)?String\(|\.toDateString\(|\.toUTCString\(|new Intl\.DateTimeFormat\(/;
/** The formatter itself; Intl there does zone arithmetic and the time of day only. */
const FORMATTER = join('src', 'shared', 'club-time.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dates people read', () => {
  it('are all printed by the shared formatter', () => {
    const elsewhere = sources(join(projectRoot, 'src'))
      .map((file) => relative(projectRoot, file))
      .filter((file) => file !== FORMATTER && LOCALE_DATES.test(readFileSync(join(projectRoot, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
