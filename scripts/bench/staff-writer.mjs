// Staff writing while visitors read: on every instance, a news item created and deleted again every interval.
//   node scripts/bench/staff-writer.mjs '{"urls":["http://..."],"username":"...","password":"...","intervalMs":200}'
// Prints {"ready":true} once signed in everywhere, writes until SIGTERM, then prints one JSON line: writes done,
// failures and the median and worst time a create+delete took.
const { urls, username, password, intervalMs } = JSON.parse(process.argv[2]);

const NEWS = {
  title: 'Training moved to Saturday',
  excerpt: 'This week only',
  content: 'Training moves to Saturday morning this week.',
  publishDate: '2024-05-01',
};

async function signIn(url) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in on ${url} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const cookies = await Promise.all(urls.map(signIn));
let stopping = false;
process.once('SIGTERM', () => {
  stopping = true;
});
const durations = [];
let failed = 0;

/** One instance's staff member: create, delete, then wait for the next tick of the interval. */
async function write(url, cookie) {
  const headers = { cookie, origin: url };
  for (let next = performance.now(); !stopping; ) {
    const started = performance.now();
    try {
      const created = await fetch(`${url}/api/admin/news`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(NEWS),
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      const { id } = await created.json();
      const deleted = await fetch(`${url}/api/admin/news/${id}`, { method: 'DELETE', headers });
      if (deleted.status !== 204) throw new Error(`delete answered ${deleted.status}`);
      durations.push(performance.now() - started);
    } catch (error) {
      if (failed++ === 0) console.error(String(error));
    }
    next += intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
}

console.log(JSON.stringify({ ready: true }));
await Promise.all(urls.map((url, i) => write(url, cookies[i])));
durations.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    writes: durations.length * 2,
    failed,
    median: durations[Math.floor(durations.length / 2)] ?? 0,
    max: durations.at(-1) ?? 0,
  }),
);
