// A body over its limit is answered 413 to ordinary HTTP clients too, not with a reset connection: the server
// reads and discards a bounded amount of what is still arriving before it would close.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
let address: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const enquiry = (message: string) =>
  JSON.stringify({ firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message });

/** Sends raw bytes on one connection and collects every answer's status line until the server is done. */
function statusesOn(bytes: Buffer): Promise<number[]> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(Number(port), hostname);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      // Two answers are all this test asks for; hang up rather than wait for the keep-alive timeout.
      if ((received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= 2) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]))));
    socket.end(bytes, () => socket.setTimeout(10_000, () => socket.destroy()));
  });
}

describe('bodies over the limit, sent by ordinary HTTP clients', () => {
  it("answers Node's fetch 413 with the JSON message for a 2 MB JSON body", async () => {
    const res = await fetch(`${address}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: enquiry('x'.repeat(2 * 1024 * 1024)),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it("answers Node's fetch 413 with the JSON message for a 21 MB upload", async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(21 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${address}/api/admin/upload`, { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Image must be less than 20MB' });
  });

  it('reads the rest of a refused JSON body instead of closing on it, so the connection serves the next request', async () => {
    // Closing a socket with unread bytes sends a reset, which can destroy the 413 before the client reads it.
    const body = enquiry('x'.repeat(2 * 1024 * 1024));
    const head = [
      'POST /api/contact HTTP/1.1',
      `Host: ${new URL(address).host}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ];
    const next = `GET /healthz HTTP/1.1\r\nHost: ${new URL(address).host}\r\n\r\n`;
    const statuses = await statusesOn(Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}${next}`));
    expect(statuses).toEqual([413, 200]);
  });
});
