import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { Db } from '../db/client';
import { sessionLapsesAt, type SessionLimits } from '../plugins/guard';
import { sessions } from '../db/schema';

/** A timer cannot wait longer than this (Node's limit is 2^31 - 1 ms); a longer wait is taken in steps. */
const MAX_WAIT_MS = 2 ** 31 - 1;
/** Slack after the lapse, so a check right at the boundary does not find the session still alive. */
const SLACK_MS = 1_000;

/**
 * Ends a socket when its session lapses (idle past the expiry, or past its absolute lifetime) or is revoked without anyone telling
 * this process: a timer per socket, set for the moment its session would lapse if unused, which
 * then reads the session (without touching it: a socket is not a use) and ends the socket or waits
 * again until the new lapse time.
 */
export function sessionLapse() {
  /** One timer per socket: a new wait replaces the last. */
  const timers = new Map<Socket, NodeJS.Timeout>();
  const forget = (socket: Socket) => {
    clearTimeout(timers.get(socket));
    timers.delete(socket);
  };
  const schedule = (socket: Socket, db: Db, limits: SessionLimits, waitMs: number) => {
    forget(socket);
    const timer = setTimeout(() => void check(socket, db, limits), Math.min(Math.max(waitMs, 0), MAX_WAIT_MS));
    timer.unref();
    timers.set(socket, timer);
  };
  const check = async (socket: Socket, db: Db, limits: SessionLimits) => {
    timers.delete(socket);
    if (socket.disconnected) return;
    const [row] = await db
      .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, socket.data.sessionId as number))
      .catch(() => []);
    const lapsesAt = row ? sessionLapsesAt(row, limits) : 0;
    if (!row || row.revokedAt || lapsesAt <= Date.now()) socket.disconnect(true);
    else if (!socket.disconnected) schedule(socket, db, limits, lapsesAt - Date.now() + SLACK_MS);
  };
  return {
    /**
     * Checks the session now (it may have ended since the handshake read it: a logout meanwhile
     * found no socket in its room), then when it would lapse.
     */
    watch(socket: Socket, db: Db, limits: SessionLimits) {
      socket.once('disconnect', () => forget(socket));
      void check(socket, db, limits);
    },
    stop() {
      for (const socket of [...timers.keys()]) forget(socket);
    },
  };
}
