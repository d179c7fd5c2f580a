// The real commands and the real server in child processes: a backup taken while a writer adds teams and images
// restores into a fresh place as the very same site (every public list, settings, every image's bytes), on the
// embedded database and, with TEST_DATABASE_URL, on PostgreSQL. Also: a non-empty target needs --force, and a
// foreign or damaged file is refused before anything changes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/fixtures/free-port';
import { createPostgresDatabase } from '../../tests/fixtures/postgres';
import { projectRoot } from '../server/project-root';
import { usingPostgres } from '../server/test-app';
import { ENTITY_KEYS, listPath } from '../shared/entities';

const work = mkdtempSync(join(tmpdir(), 'club-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dir = (name: string) => join(work, name);
const PASSWORD = 'long-enough-pw';
const PNG = readFileSync(join(projectRoot, 'tests/fixtures/small.png'));

type Place = { DATA_DIR: string; DATABASE_URL: string };
type Run = { code: number | null; stdout: string; stderr: string };

function run(script: string, args: string[], place: Place, input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...place, LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
const backup = (place: Place, file: string) => run('src/cli/backup.ts', [file], place);
const restore = (place: Place, file: string, ...flags: string[]) => run('src/cli/restore.ts', [file, ...flags], place);

type Server = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

async function startServer(place: Place): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...place, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error(`server not ready:\n${output}`);
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'coach', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function upload(server: Server, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([Uint8Array.from(PNG)], { type: 'image/png' }), 'small.png');
  const res = await fetch(`${server.url}/api/admin/upload`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function post(server: Server, cookie: string, path: string, body: unknown): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

const team = (i: number, imageUrl: string) => ({
  name: `Team ${i}`,
  ageGroup: 'U12',
  description: `Written while a backup runs (${i})`,
  features: ['Training', `Number ${i}`],
  color: 'red',
  imageUrl,
});

type Site = Record<string, unknown>;

/** Every public list and the settings, as a visitor's browser gets them. */
async function publicSite(server: Server): Promise<Site> {
  const site: Site = {};
  for (const path of [...ENTITY_KEYS.map(listPath), '/api/settings']) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    site[path] = await res.json();
  }
  return site;
}

/** Every /uploads/ URL the site's lists reference. */
const imageUrls = (site: Site) => [...new Set(JSON.stringify(site).match(/\/uploads\/[a-z0-9-]+\.(webp|gif)/g) ?? [])];

async function imageBytes(server: Server, url: string): Promise<Buffer> {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A writer adding an image and a team referencing it, again and again, until stopped; every answer must be 201. */
function startWriter(server: Server, cookie: string) {
  let stopping = false;
  const statuses: number[] = [];
  const done = (async () => {
    for (let i = 0; !stopping; i++) {
      const imageUrl = await upload(server, cookie);
      statuses.push(await post(server, cookie, '/api/admin/teams', team(i, imageUrl)));
    }
  })();
  return {
    statuses,
    async waitFor(count: number) {
      while (statuses.length < count) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
}

/**
 * The whole round trip on one kind of database: content, a backup while the writer runs, a restore into an
 * empty place, the restored site compared with the original.
 */
async function roundTrip(source: Place, target: Place, how: string) {
  expect((await run('src/cli/staff.ts', ['add', 'coach'], source, `${PASSWORD}\n`)).code).toBe(0);
  const a = await startServer(source);
  try {
    const cookie = await signIn(a);
    expect(
      await post(a, cookie, '/api/admin/gallery', {
        title: 'Finals',
        imageUrl: await upload(a, cookie),
        category: 'Games',
      }),
    ).toBe(201);
    expect(
      await post(a, cookie, '/api/contact', {
        firstName: 'Ana',
        lastName: 'Kila',
        email: 'ana@example.com',
        message: 'Are there trials for U12 this term?',
      }),
    ).toBe(201);

    const writer = startWriter(a, cookie);
    await writer.waitFor(3);
    const file = join(work, `during-${Date.now()}.tar.gz`);
    const taken = await backup(source, file);
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/^Backup written to .* \d+ rows, \d+ images/);
    expect(taken.stdout).toContain(how);
    const afterBackup = writer.statuses.length;
    await writer.waitFor(afterBackup + 2); // these cannot be in the archive
    await writer.stop();
    // Staff kept working: every write during the backup succeeded.
    expect(writer.statuses.every((s) => s === 201)).toBe(true);
    const original = await publicSite(a);
    const originalImages = new Map<string, Buffer>();
    for (const url of imageUrls(original)) originalImages.set(url, await imageBytes(a, url));

    const restored = await restore(target, file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const b = await startServer(target);
    try {
      const copy = await publicSite(b);
      // The archive is one moment: the first teams the writer made, in order, and none made after.
      const teams = copy['/api/teams'] as { id: string }[];
      const originalTeams = original['/api/teams'] as { id: string }[];
      expect(teams.length).toBeGreaterThanOrEqual(3);
      expect(teams.length).toBeLessThan(originalTeams.length);
      expect(teams).toEqual(originalTeams.slice(0, teams.length));
      expect({ ...copy, '/api/teams': [] }).toEqual({ ...original, '/api/teams': [] });
      // Every image the restored rows reference is there, byte for byte.
      const urls = imageUrls(copy);
      expect(urls.length).toBe(teams.length + 1);
      for (const url of urls) expect((await imageBytes(b, url)).equals(originalImages.get(url)!), url).toBe(true);
      // Staff accounts came along: the same password signs in. So did the activity log, of the same moment as the
      // rows: an entry for the gallery image and one for each team in the archive, none for a team made after.
      const log = await fetch(`${b.url}/api/admin/activity.csv`, { headers: { cookie: await signIn(b) } });
      expect(log.status).toBe(200);
      const lines = (await log.text()).split('\r\n');
      expect(
        lines.filter((line) => line.endsWith(',coach,Gallery,"coach added the gallery image ""Finals"""')),
      ).toHaveLength(1);
      expect(lines.filter((line) => line.includes('coach added the team ""Team '))).toHaveLength(teams.length);
    } finally {
      await b.stop();
    }
    return { a, original, originalImages };
  } catch (error) {
    await a.stop();
    throw error;
  }
}

const embedded = (name: string): Place => ({ DATA_DIR: dir(name), DATABASE_URL: '' });
const uploads = (place: Place) => {
  const path = join(place.DATA_DIR, 'uploads');
  return existsSync(path) ? readdirSync(path).sort() : [];
};

describe.skipIf(usingPostgres())('backup and restore on the embedded database', { timeout: 240_000 }, () => {
  const source = embedded('a');
  const target = embedded('b');
  let final: Site;
  let finalImages: Map<string, Buffer>;

  it('backs up while staff write, and restores the same site into an empty DATA_DIR', async () => {
    const { a, original, originalImages } = await roundTrip(source, target, 'by the running server');
    await a.stop();
    final = original;
    finalImages = originalImages;
  });

  it('refuses a non-empty DATA_DIR without --force, replaces it with --force', async () => {
    // The server is stopped: the command opens DATA_DIR itself.
    const file = dir('stopped.tar.gz');
    const taken = await backup(source, file);
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('server not running');

    const refused = await restore(target, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /is not empty: it already holds .*teams rows.*images\..*--force.*Nothing was changed/,
    );
    const forced = await restore(target, file, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/replacing .*teams rows/);
    // Every image file, every rendition, and nothing else.
    expect(uploads(target)).toEqual(uploads(source));
    for (const name of uploads(source)) {
      expect(
        readFileSync(join(target.DATA_DIR, 'uploads', name)).equals(
          readFileSync(join(source.DATA_DIR, 'uploads', name)),
        ),
      ).toBe(true);
    }
    const b = await startServer(target);
    try {
      expect(await publicSite(b)).toEqual(final);
      for (const [url, bytes] of finalImages) expect((await imageBytes(b, url)).equals(bytes)).toBe(true);
    } finally {
      await b.stop();
    }
  });

  it('refuses a foreign or damaged file before touching the target', async () => {
    const good = readFileSync(dir('stopped.tar.gz'));
    const cut = dir('cut.tar.gz');
    writeFileSync(cut, good.subarray(0, Math.floor(good.length / 2)));
    const text = join(projectRoot, 'tests/fixtures/not-an-image.txt');
    const foreign = dir('foreign.tar.gz');
    execFileSync('tar', ['czf', foreign, '-C', join(projectRoot, 'tests/fixtures'), 'small.png']);
    const fresh = embedded('c');
    for (const [file, message] of [
      [cut, /cannot be restored: it is not a complete backup archive/],
      [text, /cannot be restored: it is not a complete backup archive/],
      [foreign, /cannot be restored: it has no manifest/],
    ] as const) {
      const refused = await restore(fresh, file);
      expect(refused.code, file).toBe(1);
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr).toContain('Nothing was changed');
    }
    expect(existsSync(fresh.DATA_DIR)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', { timeout: 240_000 }, () => {
  it('backs up while staff write, and restores the same site into an empty database', async () => {
    const [first, second] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
    try {
      const { a } = await roundTrip(
        { DATA_DIR: dir('pg-a'), DATABASE_URL: first.url },
        { DATA_DIR: dir('pg-b'), DATABASE_URL: second.url },
        'from PostgreSQL',
      );
      await a.stop();
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });
});
