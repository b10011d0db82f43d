import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** How long a refused form's sender may go on sending after the answer. */
const LINGER_MS = 10_000;
/** How long the sender has to read the answer once the connection is half-closed, before it is reset. */
export const GRACE_MS = 1_000;

/**
 * What is left of a request the route answered without reading it all (a refused form) is read
 * and dropped, parsed by nothing and kept nowhere, up to `budget` bytes and LINGER_MS; past
 * either, the connection is ended. Closing at once instead would lose the answer: a socket closed
 * with unread bytes resets the connection, and the sender's side then drops what it had not yet
 * read, the answer among it (browsers show a network error instead of the 413 or 429). Reading
 * on without bound would let one request hold the connection and the bandwidth (busboy read, and
 * queued, every field the route no longer asked for). This is the "lingering close" of web
 * servers; an honest form, within its size, is drained and its connection kept.
 *
 * The end comes in two steps: once the answer is out, reading stops and the connection is
 * half-closed (a FIN after the answer), and only GRACE_MS later is it reset. Resetting as soon as
 * the answer was handed to the kernel lost it whenever the budget ran out first (a slow answer, a
 * loaded machine): the reset reached the sender before it had read the answer.
 */
export function discardRest(request: IncomingMessage, response: ServerResponse, budget: number): void {
  request.unpipe();
  let left = budget;
  const end = () => {
    clearTimeout(timer);
    request.off('data', drop);
  };
  const close = () => {
    const socket = request.socket;
    // fastify.inject's stand-in socket (light-my-request) is no Socket: there the request ends itself.
    if (!(socket instanceof Socket)) return void request.destroy();
    socket.end();
    setTimeout(() => socket.destroy(), GRACE_MS).unref();
  };
  // Once the answer is out: an unfinished request takes its socket with it.
  const cut = () => {
    end();
    request.pause();
    if (response.writableFinished) close();
    else response.once('finish', close);
  };
  const drop = (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cut();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  request.on('data', drop).once('end', end).once('close', end);
  request.resume();
}
