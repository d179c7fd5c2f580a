// Runs the real command in a child process on an embedded database in a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { issueSetupCode } from '../server/auth/setup-code';
import { type Database, openDatabase } from '../server/db/client';
import { parseEnv } from '../server/env';
import { createDiskStorage } from '../server/media/storage';
import { projectRoot } from '../server/project-root';
import { sessions, setupCodes, teams, users } from '../shared/schema';
import { CliError } from './cli-error';
import { parseStaffArgs, runStaffCommand } from './staff-commands';

type Run = { code: number | null; stdout: string; stderr: string };

let dataDir: string;

function staff(args: string[], input = ''): Promise<Run> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      cwd: projectRoot,
      env: { ...env, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A command that fails before reading stdin closes it early; that is not this test's failure.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/**
 * The command's own code run in this process on the same DATA_DIR, its output collected: for the checks that need
 * no password typed, each spared a process start (the real process is run above and in the other tests).
 */
async function staffInProcess(args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const collect =
    (lines: string[]) =>
    (...parts: unknown[]) => {
      lines.push(`${parts.join(' ')}\n`);
    };
  const log = vi.spyOn(console, 'log').mockImplementation(collect(out));
  const error = vi.spyOn(console, 'error').mockImplementation(collect(err));
  try {
    const command = parseStaffArgs(args);
    if (!command) throw new Error(`Not a staff command: ${args.join(' ')}`);
    await withDatabase((database) => runStaffCommand(database, command));
    return { code: 0, stdout: out.join(''), stderr: err.join('') };
  } catch (failure) {
    if (!(failure instanceof CliError)) throw failure;
    return { code: failure.exitCode, stdout: out.join(''), stderr: `${err.join('')}${failure.message}\n` };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** Opens the same DATA_DIR in this process, as the server would; only after the command has exited. */
async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const usernames = (database: Database) =>
  database.db
    .select({ username: users.username })
    .from(users)
    .then((rows) => rows.map((r) => r.username).sort());

async function signInStatus(database: Database, username: string, password: string): Promise<number> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ env, database, storage: createDiskStorage(join(dataDir, 'uploads')) });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    return res.statusCode;
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-staff-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run staff', { timeout: 120_000 }, () => {
  it('prints the usage and exits 2 on bad arguments', async () => {
    for (const args of [[], ['add'], ['list', 'extra'], ['fire', 'alice'], ['add', 'a', 'b']]) {
      const run = await staff(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^Usage: npm run staff -- <command>/);
    }
  });

  it('refuses a new name with spaces (exit 2) but finds an existing one to change or remove', () => {
    expect(() => parseStaffArgs(['add', 'Sarah K'])).toThrow('Username cannot contain spaces: use a dot or a dash');
    expect(parseStaffArgs(['passwd', 'Sarah K'])).toEqual({ name: 'passwd', username: 'Sarah K' });
    expect(parseStaffArgs(['remove', 'Sarah K'])).toEqual({ name: 'remove', username: 'Sarah K' });
  });

  it('adds an account with the password from stdin, lists it, and removes the setup code', async () => {
    await withDatabase(async (database) => {
      expect(await issueSetupCode(database)).toEqual(expect.any(String));
    });
    const added = await staff(['add', 'alice'], 'first-password\n');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/alice/);

    const listed = await staff(['list']);
    expect(listed.code).toBe(0);
    // Without --role, an Admin: the command line is how a club makes its first account or gets one back.
    expect(listed.stdout).toBe('alice (Admin)\n');

    await withDatabase(async (database) => {
      expect(await database.db.select().from(setupCodes)).toEqual([]);
      const [row] = await database.db.select().from(users);
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(await signInStatus(database, 'alice', 'first-password')).toBe(200);
    });
  });

  it('refuses a short password, a missing one and a taken name, changing nothing', async () => {
    const short = await staff(['add', 'bob'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/Password must be at least 8 characters/);
    const missing = await staff(['add', 'bob'], '');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/one line on standard input/);
    // Capital letters do not make another name.
    const taken = await staff(['add', 'Alice'], 'another-password\n');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/That username is taken \(capital letters do not count/);
    expect((await staff(['list'])).stdout).toBe('alice (Admin)\n');
  });

  it('changes a password: the new one signs in, the old one and open sessions stop working', async () => {
    const sessionCount = await withDatabase(async (database) => {
      const [alice] = await database.db.select().from(users);
      await createSession(database.db, alice!.id, new Date());
      return (await database.db.select().from(sessions)).length;
    });
    expect(sessionCount).toBeGreaterThan(0);

    const changed = await staff(['passwd', 'ALICE'], 'second-password\n');
    expect(changed.stderr).toBe('');
    expect(changed.code).toBe(0);

    await withDatabase(async (database) => {
      expect(await database.db.select().from(sessions)).toEqual([]);
      expect(await signInStatus(database, 'alice', 'first-password')).toBe(401);
      expect(await signInStatus(database, 'alice', 'second-password')).toBe(200);
    });

    // The password it has now is no change: a temporary one (as an Admin sets in the portal) would stay, no longer
    // marked temporary.
    await withDatabase((database) => database.db.update(users).set({ mustChangePassword: true }));
    const same = await staff(['passwd', 'alice'], 'second-password\n');
    expect(same.code).toBe(1);
    expect(same.stderr).toMatch(/Choose a new password, not the one the account has now/);
    await withDatabase(async (database) => {
      const [alice] = await database.db.select().from(users);
      expect(alice!.mustChangePassword).toBe(true);
      await database.db.update(users).set({ mustChangePassword: false });
    });

    const unknown = await staff(['passwd', 'nobody'], 'whatever-password\n');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no staff account named 'nobody'/);
  });

  it('adds a Coach of teams named without regard to capital letters, and changes roles', async () => {
    await withDatabase(async (database) => {
      await database.db.insert(teams).values(
        ['U14 Development', 'U16 Competitive'].map((name) => ({
          name,
          ageGroup: 'u14',
          description: '-',
          features: [],
          color: 'bg-black',
        })),
      );
    });
    const unknown = await staffInProcess(['add', 'kori', '--role', 'coach', '--team', 'U12']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/There is no team named 'U12'. The teams are: U14 Development, U16 Competitive./);

    const added = await staff(
      ['add', 'kori', '--role', 'coach', '--team', 'u14 development', '--team=U16 COMPETITIVE'],
      'koris-password\n',
    );
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(/Added the staff account 'kori' \(Coach of U14 Development, U16 Competitive\)/);

    const editor = await staffInProcess(['role', 'KORI', 'editor']);
    expect(editor.stderr).toBe('');
    expect(editor.stdout).toMatch(/The role of 'kori' is now Editor./);
    expect((await staffInProcess(['list'])).stdout).toBe('alice (Admin)\nkori (Editor)\n');

    // The last Admin stays one, and stays while other accounts remain.
    const demote = await staffInProcess(['role', 'alice', 'coach', '--team', 'U14 Development']);
    expect(demote.code).toBe(1);
    expect(demote.stderr).toMatch(/The club needs at least one Admin: make another account Admin first/);
    const remove = await staffInProcess(['remove', 'alice']);
    expect(remove.code).toBe(1);
    expect(remove.stderr).toMatch(/at least one Admin/);

    await withDatabase((database) => database.db.delete(users).where(eq(users.username, 'kori')));
  }, 300_000);

  it('refuses a role it does not know, a Coach without teams, and teams for another role (exit 2)', () => {
    expect(() => parseStaffArgs(['add', 'kori', '--role', 'owner'])).toThrow("There is no role 'owner'");
    expect(() => parseStaffArgs(['add', 'kori', '--role', 'coach'])).toThrow('Choose at least one team for a Coach');
    expect(() => parseStaffArgs(['role', 'kori', 'editor', '--team', 'U14'])).toThrow('Only a Coach has teams');
    expect(parseStaffArgs(['role', 'kori'])).toBeNull();
    expect(parseStaffArgs(['passwd', 'kori', '--role', 'admin'])).toBeNull();
    expect(parseStaffArgs(['add', 'kori', '--colour', 'red'])).toBeNull();
    expect(parseStaffArgs(['add', 'kori', '--team'])).toBeNull();
    expect(parseStaffArgs(['role', 'Kori', 'Coach', '--team', 'U14'])).toEqual({
      name: 'role',
      username: 'Kori',
      role: 'coach',
      teams: ['U14'],
    });
  });

  it('says the database is in use and changes nothing while another process holds DATA_DIR', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      for (const [args, input] of [
        [['remove', 'alice'], ''],
        [['add', 'carol'], 'carol-password\n'],
        [['passwd', 'alice'], 'third-password\n'],
        [['list'], ''],
      ] as const) {
        const run = await staff([...args], input);
        expect(run.code, args.join(' ')).toBe(1);
        expect(run.stderr).toMatch(/is in use by another process/);
        expect(run.stderr).toMatch(/Stop the server first/);
        expect(run.stdout).toBe('');
      }
      expect(await usernames(database)).toEqual(['alice']);
    } finally {
      await database.close();
    }
    await withDatabase(async (database) => {
      expect(await signInStatus(database, 'alice', 'second-password')).toBe(200);
    });
  });

  it('removes an account and its sessions, and says when none is left', async () => {
    await withDatabase(async (database) => {
      const [alice] = await database.db.select().from(users);
      await createSession(database.db, alice!.id, new Date());
    });
    const removed = await staff(['remove', 'Alice']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/Removed the staff account 'Alice'/);
    expect(removed.stdout).toMatch(/new setup link/);

    const listed = await staff(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe('');
    expect(listed.stderr).toMatch(/no staff accounts/);

    await withDatabase(async (database) => {
      expect(await database.db.select().from(sessions)).toEqual([]);
    });
    const again = await staff(['remove', 'alice']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/no staff account named 'alice'/);
  });
});
