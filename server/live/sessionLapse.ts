import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** A timer cannot wait longer than this (Node's limit is 2^31 - 1 ms); a longer wait is taken in steps. */
const MAX_WAIT_MS = 2 ** 31 - 1;
/** Slack after the lapse, so a check right at the boundary does not find the session still alive. */
const SLACK_MS = 1_000;

/**
 * Ends a socket when its session lapses (idle past the expiry) or is revoked without anyone telling
 * this process: a timer per socket, set for the moment its session would lapse if unused, which
 * then reads the session (without touching it: a socket is not a use) and ends the socket or waits
 * again until the new lapse time.
 */
export function sessionLapse() {
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (socket: Socket, db: Db, idleMs: number, waitMs: number) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void check(socket, db, idleMs);
      },
      Math.min(Math.max(waitMs, 0), MAX_WAIT_MS),
    );
    timer.unref();
    timers.add(timer);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };
  const check = async (socket: Socket, db: Db, idleMs: number) => {
    if (socket.disconnected) return;
    const [row] = await db
      .select({ lastUsedAt: sessions.lastUsedAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, socket.data.sessionId as number))
      .catch(() => []);
    const lapsesAt = row ? row.lastUsedAt.getTime() + idleMs : 0;
    if (!row || row.revokedAt || lapsesAt <= Date.now()) socket.disconnect(true);
    else schedule(socket, db, idleMs, lapsesAt - Date.now() + SLACK_MS);
  };
  return {
    /**
     * Checks the session now (it may have ended since the handshake read it: a logout meanwhile
     * found no socket in its room), then when it would lapse.
     */
    watch(socket: Socket, db: Db, idleMs: number) {
      void check(socket, db, idleMs);
    },
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
