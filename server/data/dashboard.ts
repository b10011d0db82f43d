import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contents, districts, events, posts, sosCalls, userDistrictRoles, users } from '../db/schema';

const DAY = 24 * 3600_000;

/**
 * A district's key counts (spec content §9 windows: 24 h, and the district's own SOS window,
 * 7 days unless set), with that window so the card can quote it.
 */
export async function dashboardCounts(db: Db, districtId: number) {
  const [{ sosWindowDays }] = await db.select({ sosWindowDays: districts.sosWindowDays }).from(districts).where(eq(districts.id, districtId));
  const dayAgo = new Date(Date.now() - DAY);
  const members = db.selectDistinct({ id: userDistrictRoles.userId }).from(userDistrictRoles).where(eq(userDistrictRoles.districtId, districtId));
  const [[registered], [residents], [sos], [waitingPosts], [waitingEvents], [waitingContents]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, members), gt(users.createdAt, dayAgo))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, members), gt(users.createdAt, dayAgo), eq(users.level, 'resident'))),
    db
      .select({ n: count() })
      .from(sosCalls)
      .where(and(eq(sosCalls.districtId, districtId), gt(sosCalls.createdAt, new Date(Date.now() - sosWindowDays * DAY)))),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.districtId, districtId), eq(posts.status, 'waiting'))),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.districtId, districtId), eq(events.status, 'waiting'))),
    db
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.districtId, districtId), eq(contents.approvalStatus, 'waiting'))),
  ]);
  return {
    registered_users_24h: registered.n,
    residents_24h: residents.n,
    sos_calls: sos.n,
    sos_window_days: sosWindowDays,
    waiting_approval: Number(waitingPosts.n) + Number(waitingEvents.n) + Number(waitingContents.n),
  };
}
