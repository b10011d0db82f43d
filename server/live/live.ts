import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { ConfirmedBy } from '../../resources/visitors/status';
import type { EntityChanged } from '../../src/contract/live';
import type { Db } from '../db/client';
import { bearerToken, sessionForToken, type SessionLimits } from '../plugins/guard';
import { accessByDistrict } from '../services/access';
import { roomsFor, rooms } from './rooms';
import { sessionLapse } from './sessionLapse';

export { rooms };

/** Event payloads with the spec's fields (content §7 "Live pushed events"). */
export interface LiveEvents {
  'guest.confirmed': { permission: 'visitors_view'; district_id: number; visitor_id: number; guest_id: number; confirmed_by: ConfirmedBy };
  'district.changed': { user_id: number; district_id: number; district_name: string; district_default_language: string };
  'export.completed': { permission: string; status: 'completed' | 'empty'; file_name: string; datetime_available: string; file_url: string };
  'district-configuration.completed': { status: boolean; district_configuration: string; district_name: string };
  /** The user's roles or a role's permissions changed (issue 17): their open consoles read their access again. */
  'access.changed': { user_id: number };
  /** A push notification in a recipient's inbox (issue 13), on their per-user channel, in every language it has. */
  'notification.received': {
    id: number;
    notification_id: number;
    district_id: number;
    translations: { locale: string; title: string; content: string }[];
    sender_name: string;
    content_type: string | null;
    content_id: number | null;
    sent_at: string;
  };
}

export interface Live {
  io: Server | null;
  emit<E extends keyof LiveEvents>(room: string, event: E, payload: LiveEvents[E]): void;
  /** An entity's `<name>.changed` (issue 11), to every socket in any of the rooms (each gets it once). */
  emitChange(roomNames: readonly string[], event: string, payload: EntityChanged): void;
  /**
   * Ends the live channel of sessions that ended (logout, password change, reset), in every
   * server process: one session, or all of a user's but `except`.
   */
  endSessions(which: { sessionId: number } | { userId: number; except?: number }): void;
  /** Puts a user's sockets in the rooms of the districts and permissions they hold now. */
  refreshAccess(userId: number): Promise<void>;
  close(): Promise<void>;
}

/** The cross-process message that tells every process to refresh a user's rooms. */
const REFRESH_ACCESS = 'borgo:refresh-access';

/** Works before attach (in inject-only tests) by dropping events: there is nobody to tell. */
export function createLive(): Live & { attach(server: HttpServer, db: Db, limits: SessionLimits, opts?: { pool?: pg.Pool; websocketOnly?: boolean }): void } {
  let io: Server | null = null;
  let database: Db | null = null;
  /** Several processes share the sockets (PostgreSQL adapter); alone, there is nobody to tell. */
  let clustered = false;
  const lapses = sessionLapse();

  /** Joins a socket to the rooms its user's access gives now, and leaves the ones it no longer gives. */
  async function placeSocket(socket: Socket) {
    const { userId, sessionId } = socket.data as { userId: number; sessionId: number };
    const wanted = roomsFor(userId, sessionId, await accessByDistrict(database!, userId));
    for (const room of socket.rooms) if (room !== socket.id && !wanted.includes(room)) await socket.leave(room);
    await socket.join(wanted);
    return wanted;
  }

  /** This process's sockets of a user, placed again. */
  async function refreshLocal(userId: number) {
    const ids = io?.of('/').adapter.rooms.get(rooms.user(userId)) ?? new Set<string>();
    for (const id of ids) {
      const socket = io?.of('/').sockets.get(id);
      if (socket) await placeSocket(socket);
    }
  }

  return {
    get io() {
      return io;
    },
    attach(server, db, limits, { pool, websocketOnly = false } = {}) {
      database = db;
      // Same origin only: no CORS option, so other origins' browsers are refused.
      io = new Server(server, { serveClient: false, ...(websocketOnly ? { transports: ['websocket' as const] } : {}) });
      // On PostgreSQL, events fan out to the sockets of every server process through LISTEN/NOTIFY.
      if (pool) io.adapter(createAdapter(pool, { tableName: 'socket_io_attachments' }));
      clustered = Boolean(pool);
      io.use(async (socket, next) => {
        const token =
          (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token.replace(/^Bearer\s+/i, '') : null) ??
          bearerToken(socket.handshake.headers.authorization);
        const session = token ? await sessionForToken(db, token, limits).catch(() => null) : null;
        if (!session) return next(new Error('unauthorized'));
        socket.data.userId = session.userId;
        socket.data.sessionId = session.id;
        next();
      });
      io.on('connection', (socket: Socket) => {
        // Its session's room at once, so that a session ended from now on (logout) finds the socket;
        // the watch reads the session again right away, which ends a socket whose session ended
        // between the handshake's read and this join. Then a token that lapses while nothing uses
        // it loses its socket when it lapses, not later.
        void socket.join([rooms.user(socket.data.userId as number), rooms.session(socket.data.sessionId as number)]);
        lapses.watch(socket, db, limits);
        void placeSocket(socket).then(
          (joined) => socket.emit('ready', { rooms: joined }),
          () => socket.disconnect(true),
        );
      });
      io.on(REFRESH_ACCESS, (userId: number) => void refreshLocal(userId));
    },
    emit(room, event, payload) {
      io?.to(room).emit(event, payload);
    },
    emitChange(roomNames, event, payload) {
      if (!io || roomNames.length === 0) return;
      const adapter = io.of('/').adapter;
      if (roomNames.some((name) => adapter.rooms.has(name))) {
        io.to([...roomNames]).emit(event, payload);
        return;
      }
      // Nobody here has the list open. Alone, a process knows every listener: the event is not
      // even encoded, a cost every write paid (issue 12 §3). Clustered, the other processes'
      // sockets are theirs to know: it goes out (a NOTIFY on PostgreSQL) while another process is
      // up, as the adapter hears of them by their heartbeats (a new one announces itself at start).
      if (!clustered) return;
      void adapter
        .serverCount()
        .then((processes) => {
          if (processes > 1) io?.to([...roomNames]).emit(event, payload);
        })
        .catch(() => undefined);
    },
    endSessions(which) {
      if (!io) return;
      if ('sessionId' in which) io.in(rooms.session(which.sessionId)).disconnectSockets(true);
      else if (which.except !== undefined) io.in(rooms.user(which.userId)).except(rooms.session(which.except)).disconnectSockets(true);
      else io.in(rooms.user(which.userId)).disconnectSockets(true);
    },
    async refreshAccess(userId) {
      if (!io) return;
      // Other processes hear of it through the adapter; this one does the work itself.
      if (clustered) io.serverSideEmit(REFRESH_ACCESS, userId);
      await refreshLocal(userId);
    },
    async close() {
      lapses.stop();
      if (io) await new Promise<void>((resolve) => io!.close(() => resolve()));
      io = null;
    },
  };
}
