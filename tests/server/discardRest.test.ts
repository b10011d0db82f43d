import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardRest } from '../../server/lib/discardRest';

/**
 * The lingering close on its own, with no database: a route that answers late, after the sender
 * has already sent more than the budget (what a refused upload on a loaded machine does: the
 * answer waits on the database while the rest of the form pours in), to a sender that reads its
 * answer slowly (a slow link: the answer is still in the server's send queue when the budget is
 * spent). The answer is large so that loopback shows what a slow link does to a small one.
 */
const BUDGET = 256 * 1024;
const ANSWER = JSON.stringify({ errors: { file: ['Validations.FileTooLarge'] }, pad: 'p'.repeat(4 * 1024 * 1024) });
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    // The route reads nothing and answers once the rest of the form has had time to come.
    discardRest(request, response, BUDGET);
    setTimeout(() => {
      response.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ANSWER) });
      response.end(ANSWER);
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One sender that writes 8 MiB as fast as it is read, and begins to read the answer only after 300 ms. */
function send() {
  return new Promise<{ answer: string; reset: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let reset = false;
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.pause();
    setTimeout(() => socket.resume(), 300);
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ answer, reset }));
    socket.once('connect', async () => {
      socket.write('POST /uploads HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: multipart/form-data; boundary=x\r\ntransfer-encoding: chunked\r\n\r\n');
      const block = Buffer.alloc(64 * 1024, 'a');
      for (let i = 0; i < 128 && !socket.destroyed; i++) {
        if (!socket.write(`${block.length.toString(16)}\r\n`) || !socket.write(block) || !socket.write('\r\n')) {
          const ok = await new Promise<boolean>((r) => {
            socket.once('drain', () => r(true));
            socket.once('close', () => r(false));
          });
          if (!ok) return;
        }
      }
    });
  });
}

describe('a refused form’s connection', () => {
  it('ends after the answer has reached the sender, even when the budget ran out before the answer', async () => {
    // Before: the reset followed the answer at once, and the sender lost it (a network error
    // instead of the 413) whenever it was still in the server's send queue.
    const { answer } = await send();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(ANSWER), `${answer.length} bytes of the answer came`).toBe(true);
  });
});
