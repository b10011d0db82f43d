import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/** Node's own ceiling for receiving a request's headers (slowloris): no request needs longer. */
const HEADERS_MAX_MS = 60_000;
/** Node's own interval for checking request and headers timeouts. */
const CHECK_EVERY_MAX_MS = 30_000;

/**
 * The HTTP server's timeouts, as Fastify options. What each one cuts:
 * - `requestTimeout`: receiving one whole request, headers and body, from its first byte (a slow
 *   or never-ending upload); the time the handler takes and the answer's are not counted.
 * - `http.headersTimeout`: receiving the headers alone; at most the request timeout (Node refuses
 *   more), so a client that never ends its headers holds a socket a minute at most.
 * - `connectionTimeout`: a socket silent both ways (a client that stops sending, or stops reading
 *   the answer). A WebSocket is not cut (ws turns the timer off on upgrade), and socket.io's
 *   long-polling waits 25 s, which the default leaves room for.
 * - `keepAliveTimeout`: an idle kept-alive connection between two requests.
 * Node checks the first two on an interval (30 s by default): it is shortened for small values,
 * so a timeout of a second is enforced within a fraction of one.
 */
export function serverTimeouts(config: Pick<Config, 'requestTimeoutMs' | 'connectionTimeoutMs' | 'keepAliveTimeoutMs'>) {
  const requestTimeout = Math.max(0, Math.round(config.requestTimeoutMs));
  const headersTimeout = requestTimeout > 0 ? Math.min(HEADERS_MAX_MS, requestTimeout) : HEADERS_MAX_MS;
  const http: ServerOptions = {
    requestTimeout,
    headersTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(CHECK_EVERY_MAX_MS, Math.round(headersTimeout / 4))),
  };
  return {
    requestTimeout,
    connectionTimeout: Math.max(0, Math.round(config.connectionTimeoutMs)),
    keepAliveTimeout: Math.max(1, Math.round(config.keepAliveTimeoutMs)),
    http,
  };
}
