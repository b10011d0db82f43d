import type { FastifyInstance } from 'fastify';
import { rooms } from '../live/live';

/**
 * After a change to what users hold (their roles in a district, a role's permissions): their live
 * sockets move to the rooms of their new access, and their open consoles are told to read their
 * session again (`access.changed`), so the sidebar, buttons and refusals follow at once (issue 17).
 */
export async function announceAccessChange(app: FastifyInstance, userIds: Iterable<number>): Promise<void> {
  for (const userId of new Set(userIds)) {
    await app.live.refreshAccess(userId);
    app.live.emit(rooms.user(userId), 'access.changed', { user_id: userId });
  }
}
