// The cache's own rules, with producers the test controls: what is kept, what is shared, and what a write discards.
import { describe, expect, it } from 'vitest';
import type { Produced } from './cached-response';
import { createResponseCache } from './response-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const html = (body: string, status = 200): Produced => ({ status, contentType: 'text/html', body });

/** A producer that counts its calls and answers only when the test releases it. */
function controlledProducer() {
  const calls: ReturnType<typeof deferred<Produced>>[] = [];
  return {
    calls,
    produce: () => {
      const call = deferred<Produced>();
      calls.push(call);
      return call.promise;
    },
  };
}

const PNG = 'Pacific/Port_Moresby';
/** A clock that stays at one mid-morning in Port Moresby: nothing expires with the day unless a test moves it. */
const STILL = { now: () => new Date('2030-06-01T01:00:00Z'), timeZone: PNG };

const text = (response: { body: { raw: Buffer } }) => response.body.raw.toString();

describe('response cache', () => {
  it('produces a key once and answers later requests from memory', async () => {
    const cache = createResponseCache({ clock: STILL });
    let calls = 0;
    const produce = async () => html(`page ${++calls}`);
    expect(text(await cache.get('/', produce))).toBe('page 1');
    expect(text(await cache.get('/', produce))).toBe('page 1');
    expect(calls).toBe(1);
    cache.clear();
    expect(text(await cache.get('/', produce))).toBe('page 2');
  });

  it('shares one production between concurrent misses of a key', async () => {
    const cache = createResponseCache({ clock: STILL });
    const producer = controlledProducer();
    const first = cache.get('/', producer.produce);
    const second = cache.get('/', producer.produce);
    expect(producer.calls).toHaveLength(1);
    producer.calls[0]!.resolve(html('shared'));
    expect([text(await first), text(await second)]).toEqual(['shared', 'shared']);
    expect(cache.size).toBe(1);
  });

  it('does not keep a result whose read started before a write, and lets later requests wait for their own', async () => {
    const cache = createResponseCache({ clock: STILL });
    const producer = controlledProducer();
    const beforeWrite = cache.get('/', producer.produce);
    cache.clear(); // a staff write lands while the read is under way
    const afterWrite = cache.get('/', producer.produce);
    const alsoAfterWrite = cache.get('/', producer.produce);
    // One render at a time: theirs begins when the one under way ends (renders begun in a burst of writes would
    // otherwise pile up), and both share it.
    expect(producer.calls).toHaveLength(1);
    producer.calls[0]!.resolve(html('before the write'));
    expect(text(await beforeWrite)).toBe('before the write');
    await expect.poll(() => producer.calls.length).toBe(2);
    producer.calls[1]!.resolve(html('after the write'));
    expect([text(await afterWrite), text(await alsoAfterWrite)]).toEqual(['after the write', 'after the write']);
    expect(text(await cache.get('/', producer.produce))).toBe('after the write');
    expect(producer.calls).toHaveLength(2);
  });

  it('begins the next render after a failed one, for the requests that came after a write', async () => {
    const cache = createResponseCache({ clock: STILL });
    const failing = cache.get('/', async () => Promise.reject(new Error('database down')));
    cache.clear();
    const after = cache.get('/', async () => html('fresh'));
    await expect(failing).rejects.toThrow('database down');
    expect(text(await after)).toBe('fresh');
  });

  it('stores nothing from a read that a write overtook, even when nothing else was read since', async () => {
    const cache = createResponseCache({ clock: STILL });
    const producer = controlledProducer();
    const read = cache.get('/', producer.produce);
    cache.clear();
    producer.calls[0]!.resolve(html('stale'));
    await read;
    expect(cache.size).toBe(0);
  });

  it('keeps neither errors nor non-200 answers', async () => {
    const cache = createResponseCache({ clock: STILL });
    await expect(cache.get('/', async () => Promise.reject(new Error('database down')))).rejects.toThrow();
    await cache.get('/gone', async () => html('not found', 404));
    expect(cache.size).toBe(0);
  });

  it('never keeps a null key, and keeps nothing while suspended', async () => {
    const cache = createResponseCache({ clock: STILL });
    await cache.get(null, async () => html('one-off'));
    expect(cache.size).toBe(0);
    await cache.get('/', async () => html('old'));
    cache.suspend();
    expect(cache.size).toBe(0);
    expect(text(await cache.get('/', async () => html('live')))).toBe('live');
    expect(cache.size).toBe(0);
    cache.resume();
    expect(text(await cache.get('/', async () => html('fresh')))).toBe('fresh');
    expect(cache.size).toBe(1);
  });

  it('does not keep a read that was under way when the cache was suspended', async () => {
    const cache = createResponseCache({ clock: STILL });
    const producer = controlledProducer();
    const read = cache.get('/', producer.produce);
    cache.suspend();
    cache.resume();
    producer.calls[0]!.resolve(html('maybe stale'));
    await read;
    expect(cache.size).toBe(0);
  });

  it('compresses stored bodies to brotli and gzip, and skips encodings that would not shrink them', async () => {
    const cache = createResponseCache({ clock: STILL });
    const page = await cache.get('/', async () => html('<p>club news</p>'.repeat(200)));
    expect(page.body.br!.length).toBeLessThan(page.body.gzip!.length);
    expect(page.body.gzip!.length).toBeLessThan(page.body.raw.length / 10);
    const empty = await cache.get('/api/teams', async () => ({
      status: 200,
      contentType: 'application/json',
      body: '[]',
    }));
    expect(empty.body.br).toBeNull();
    expect(empty.body.gzip).toBeNull();
  });

  it('compresses fast when it fills, and at best once the response has been kept a while', async () => {
    const cache = createResponseCache({ clock: STILL, recompressAfterMs: 20 });
    // Varied text, as a page is: brotli's best setting finds more in it than its fast one.
    const words = ['Hornets', 'training', 'Saturday', 'court', 'U16', 'fixtures', 'Boroko', 'coach', 'season'];
    const page = Array.from({ length: 2000 }, (_, i) => `<li>${words[(i * 7919) % 9]} ${i % 97}</li>`).join('');
    const first = await cache.get('/', async () => html(page));
    expect(first.body.effort).toBe('fast');
    await expect.poll(async () => (await cache.get('/', async () => html('other'))).body.effort).toBe('best');
    const best = await cache.get('/', async () => html('other'));
    expect(best.body.raw.equals(first.body.raw)).toBe(true);
    expect(best.body.br!.length).toBeLessThan(first.body.br!.length);
  });

  it('does not recompress what a write cleared, nor put it back over the newer response', async () => {
    const cache = createResponseCache({ clock: STILL, recompressAfterMs: 20 });
    await cache.get('/', async () => html('<p>before the write</p>'.repeat(100)));
    cache.clear();
    await cache.get('/', async () => html('<p>after the write</p>'.repeat(100)));
    // The first entry's recompression would have been due by now; the second's too.
    await expect.poll(async () => (await cache.get('/', async () => html('x'))).body.effort).toBe('best');
    expect(text(await cache.get('/', async () => html('x')))).toContain('after the write');
  });

  describe('while the database cannot be reached', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { unavailable: true });
    const down = async (): Promise<Produced> => Promise.reject(unreachable);
    const setUp = (clock: { time: number }, expiresAt?: number) => {
      const cache = createResponseCache({
        clock: { now: () => new Date(clock.time), timeZone: PNG },
        staleIfErrorMs: 60 * 60_000,
        isUnavailable: (error) => (error as { unavailable?: boolean }).unavailable === true,
      });
      return cache.get('/', async () => ({ ...html('served before'), expiresAt })).then(() => cache);
    };
    // Mid-morning in the club's time zone (UTC+10), well before its midnight.
    const morning = Date.parse('2026-03-02T00:00:00Z');

    it('answers with what it served before, for at most staleIfErrorMs, and never for other errors', async () => {
      const clock = { time: morning };
      const cache = await setUp(clock);
      cache.suspend(); // the listening connection went with the database
      expect(text(await cache.get('/', down))).toBe('served before');
      await expect(cache.get('/', async () => Promise.reject(new Error('a bug')))).rejects.toThrow('a bug');
      await expect(cache.get('/news', down)).rejects.toBe(unreachable); // never rendered: nothing to serve
      expect(text(await cache.get('/', async () => html('database back')))).toBe('database back');
      clock.time += 60 * 60_000;
      await expect(cache.get('/', down)).rejects.toBe(unreachable);
    });

    it("keeps each response's own expiry", async () => {
      const clock = { time: morning };
      const cache = await setUp(clock, morning + 10 * 60_000); // a game ends in ten minutes
      cache.suspend();
      expect(text(await cache.get('/', down))).toBe('served before');
      clock.time += 10 * 60_000;
      await expect(cache.get('/', down)).rejects.toBe(unreachable);
    });

    it('forgets them once it hears writes again, or on a write', async () => {
      const clock = { time: morning };
      const cache = await setUp(clock);
      cache.suspend();
      cache.resume();
      await expect(cache.get('/', down)).rejects.toBe(unreachable);
      const other = await setUp(clock);
      other.suspend();
      other.clear();
      await expect(other.get('/', down)).rejects.toBe(unreachable);
    });
  });

  describe('the public lists pages are made of', () => {
    /** A loader that counts its reads and answers the current value of `source`. */
    function counted(source: { value: string }) {
      const counter = { reads: 0, load: async () => `${source.value} (read ${++counter.reads})` };
      return counter;
    }

    it('keeps each list until a write in its scope; a write with no scope forgets every list', async () => {
      const cache = createResponseCache({ clock: STILL });
      const news = counted({ value: 'news' });
      const teams = counted({ value: 'teams' });
      expect(await cache.read('news', news.load)).toBe('news (read 1)');
      expect(await cache.read('teams', teams.load)).toBe('teams (read 1)');
      cache.clear(['news']);
      expect(await cache.read('news', news.load)).toBe('news (read 2)');
      expect(await cache.read('teams', teams.load)).toBe('teams (read 1)');
      cache.clear(['teams', 'events']);
      expect(await cache.read('news', news.load)).toBe('news (read 2)');
      expect(await cache.read('teams', teams.load)).toBe('teams (read 2)');
      cache.clear();
      expect(await cache.read('news', news.load)).toBe('news (read 3)');
      expect(await cache.read('teams', teams.load)).toBe('teams (read 3)');
    });

    it('shares a read under way, but not one begun before a write in its scope', async () => {
      const cache = createResponseCache({ clock: STILL });
      const first = deferred<string>();
      const before = cache.read('news', () => first.promise);
      expect(cache.read('news', async () => 'not read')).toBe(before);
      cache.clear(['news']);
      const after = cache.read('news', async () => 'read after the write');
      first.resolve('read before the write');
      expect(await before).toBe('read before the write');
      expect(await after).toBe('read after the write');
      expect(await cache.read('news', async () => 'not read')).toBe('read after the write');
    });

    it('keeps no failed read, nothing while suspended, and nothing past the club day', async () => {
      const clock = { time: Date.parse('2030-06-01T01:00:00Z') };
      const cache = createResponseCache({ clock: { now: () => new Date(clock.time), timeZone: PNG } });
      await expect(cache.read('news', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await cache.read('news', async () => 'after the error')).toBe('after the error');
      cache.suspend();
      expect(await cache.read('news', async () => 'while suspended')).toBe('while suspended');
      expect(await cache.read('news', async () => 'again while suspended')).toBe('again while suspended');
      cache.resume();
      expect(await cache.read('news', async () => 'resumed')).toBe('resumed');
      clock.time += 24 * 60 * 60_000;
      cache.expireIfDue();
      expect(await cache.read('news', async () => 'the next day')).toBe('the next day');
    });
  });
});
