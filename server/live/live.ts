import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { ConfirmedBy } from '../../resources/visitors/status';
import type { Db } from '../db/client';
import { bearerToken, sessionForToken } from '../plugins/guard';
import { accessByDistrict } from '../services/access';

/** Room names of the architecture's live channel. */
export const rooms = {
  guests: (districtId: number) => `guests.${districtId}`,
  user: (userId: number) => `user.${userId}`,
  exports: (userId: number) => `user.${userId}.exports`,
  districtConfiguration: (userId: number) => `user.${userId}.district-configuration`,
};

/** Event payloads with the spec's fields (content §7 "Live pushed events"). */
export interface LiveEvents {
  'guest.confirmed': { permission: 'visitors_view'; district_id: number; visitor_id: number; guest_id: number; confirmed_by: ConfirmedBy };
  'district.changed': { user_id: number; district_id: number; district_name: string; district_default_language: string };
  'export.completed': { permission: string; status: 'completed' | 'empty'; file_name: string; datetime_available: string; file_url: string };
  'district-configuration.completed': { status: boolean; district_configuration: string; district_name: string };
}

export interface Live {
  io: Server | null;
  emit<E extends keyof LiveEvents>(room: string, event: E, payload: LiveEvents[E]): void;
  close(): Promise<void>;
}

/** Works before attach (in inject-only tests) by dropping events: there is nobody to tell. */
export function createLive(): Live & { attach(server: HttpServer, db: Db, idleMs: number, pool?: pg.Pool): void } {
  let io: Server | null = null;
  return {
    get io() {
      return io;
    },
    attach(server, db, idleMs, pool) {
      // Same origin only: no CORS option, so other origins' browsers are refused.
      io = new Server(server, { serveClient: false });
      // On PostgreSQL, events fan out to the sockets of every server process through LISTEN/NOTIFY.
      if (pool) io.adapter(createAdapter(pool, { tableName: 'socket_io_attachments' }));
      io.use(async (socket, next) => {
        const token =
          (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token.replace(/^Bearer\s+/i, '') : null) ??
          bearerToken(socket.handshake.headers.authorization);
        const session = token ? await sessionForToken(db, token, idleMs).catch(() => null) : null;
        if (!session) return next(new Error('unauthorized'));
        socket.data.userId = session.userId;
        next();
      });
      io.on('connection', (socket: Socket) => {
        void joinRooms(db, socket);
      });
    },
    emit(room, event, payload) {
      io?.to(room).emit(event, payload);
    },
    async close() {
      if (io) await new Promise<void>((resolve) => io!.close(() => resolve()));
      io = null;
    },
  };
}

async function joinRooms(db: Db, socket: Socket) {
  const userId = socket.data.userId as number;
  const access = await accessByDistrict(db, userId);
  const joined = [rooms.user(userId), rooms.exports(userId), rooms.districtConfiguration(userId)];
  for (const d of access) if (d.permissions.includes('visitors_view')) joined.push(rooms.guests(d.districtId));
  await socket.join(joined);
  socket.emit('ready', { rooms: joined });
}
