import { connect, type AddressInfo, type Socket } from 'node:net';
import type { App } from '../../server/app';

/**
 * A multipart form sent over a real socket, as an attacker would: part by part, whatever the
 * server answers meanwhile, on a keep-alive connection. `inject()` hands the whole body over at
 * once, so it cannot show how much of it the server took in, nor what it kept while reading.
 */
export type StreamPart =
  | { name: string; value: Buffer | string; times?: number }
  | { name: string; filename: string; data: Buffer }
  /** Bytes as they are, outside any part (a preamble before the first boundary). */
  | { raw: Buffer; times?: number };

export interface Streamed {
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  body: { errors?: Record<string, string[]>; message?: string } | null;
  /** Bytes the server's socket took in (head and body). */
  serverRead: number;
  /** Bytes of the whole form. */
  formBytes: number;
  /** The server neither read on nor closed: the sender gave up waiting. */
  stalled: boolean;
  /** The server ended the connection. */
  closed: boolean;
  /** The highest growth of the process's heap and off-heap memory while the request ran. */
  memoryGrowth: number;
}

const BOUNDARY = 'formstreamboundary7d3a';
const CRLF = Buffer.from('\r\n');
export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** How long a write may wait for the server to read on before the sender calls it stalled (long: a loaded machine is slow too). */
const STALL_MS = 5000;
const BLOCK = 64 * 1024;

/** The form's bytes, chunk by chunk; a value sent `times` times is one buffer, so the sender holds one copy. */
function* chunks(parts: readonly StreamPart[]): Generator<Buffer> {
  for (const p of parts) {
    if ('raw' in p) {
      for (let i = 0; i < (p.times ?? 1); i++) yield p.raw;
      continue;
    }
    if ('data' in p) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`);
      yield p.data;
      yield CRLF;
      continue;
    }
    const value = typeof p.value === 'string' ? Buffer.from(p.value) : p.value;
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`);
    const times = p.times ?? 1;
    if (value.length >= BLOCK) {
      for (let i = 0; i < times; i++) yield* [head, value, CRLF];
      continue;
    }
    // Small parts go many to a write: one write each would make the sender the slow end.
    const part = Buffer.concat([head, value, CRLF]);
    const per = Math.max(1, Math.floor(BLOCK / part.length));
    const block = Buffer.concat(Array<Buffer>(per).fill(part));
    for (let left = times; left > 0; left -= per) yield left >= per ? block : Buffer.concat(Array<Buffer>(left).fill(part));
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

export const formBytes = (parts: readonly StreamPart[]) => {
  let n = 0;
  for (const c of chunks(parts)) n += c.length;
  return n;
};

export interface Listening {
  port: number;
  /** The server's end of the connection from a client's local port. */
  socketFrom(clientPort: number): Socket | undefined;
}

/** The app listening on a loopback port of its own (once per app). */
export async function listening(app: App): Promise<Listening> {
  const sockets = new Map<number, Socket>();
  app.server.on('connection', (socket: Socket) => sockets.set(socket.remotePort ?? 0, socket));
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, socketFrom: (clientPort) => sockets.get(clientPort) };
}

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

/** true once the socket may be written to again; false when the server stopped reading or closed. */
const drained = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.off('drain', onDrain).off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), STALL_MS);
    socket.on('drain', onDrain).on('close', onClose);
  });

/** The status, headers and body of the first answer on the socket, once it has all come. */
function firstAnswer(socket: Socket) {
  return new Promise<{ status: number; headers: Record<string, string>; text: string }>((resolve, reject) => {
    let raw = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = raw.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (raw.length < end + 4 + length) return;
      socket.off('data', onData);
      const lines = head.split('\r\n');
      const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(lines[0].split(' ')[1]), headers, text: raw.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed without an answer')));
  });
}

/**
 * Sends the form to `path` on a connection of its own (raw HTTP/1.1, keep-alive as a browser asks)
 * and goes on writing after the answer, as a hostile client would, until the form is written,
 * the server closes, or it stops reading.
 */
export async function streamForm(
  server: Listening,
  path: string,
  headers: Record<string, string>,
  parts: readonly StreamPart[],
  { contentLength = true, method = 'POST' } = {},
): Promise<Streamed> {
  const total = formBytes(parts);
  const base = used();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
  const socket = connect(server.port, '127.0.0.1');
  let closed = false;
  socket.on('error', () => (closed = true)); // The server may close before the form is written: that is the point.
  socket.on('end', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));
  const clientPort = socket.localPort ?? 0;
  const answer = firstAnswer(socket);
  const head = Object.entries({ host: '127.0.0.1', connection: 'keep-alive', 'content-type': FORM_TYPE, ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const framing = contentLength ? `content-length: ${total}\r\n` : 'transfer-encoding: chunked\r\n';
  // Chunked framing around the chunk, not a copy of it: the sender's memory is measured with the server's.
  const frame = (chunk: Buffer) => (contentLength ? [chunk] : [Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF]);
  let stalled = false;
  const writing = (async () => {
    socket.write(`${method} ${path} HTTP/1.1\r\n${head}${framing}\r\n`);
    for (const chunk of chunks(parts)) {
      if (socket.destroyed) return;
      for (const piece of frame(chunk)) {
        if (!socket.write(piece) && !(await drained(socket))) {
          stalled = !socket.destroyed;
          return;
        }
      }
    }
    if (!contentLength && !socket.destroyed) socket.write('0\r\n\r\n');
  })();
  try {
    const { status, headers: answerHeaders, text } = await answer;
    await writing;
    // Whatever is still in flight reaches the server, or the connection ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      status,
      headers: answerHeaders,
      body: text.startsWith('{') ? (JSON.parse(text) as Streamed['body']) : null,
      serverRead: server.socketFrom(clientPort)?.bytesRead ?? -1,
      formBytes: total,
      stalled,
      closed: closed || socket.destroyed,
      memoryGrowth: peak - base,
    };
  } finally {
    clearInterval(sampler);
    socket.destroy();
  }
}
