import { hash } from '@node-rs/argon2';
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { ErasureLine } from '../../src/contract/privacy';
import type { Db } from '../db/client';
import { auditEntries, exportRequests, userDistrictRoles, users } from '../db/schema';
import type { Storage } from '../lib/storage';
import { partCount, PERSONAL_TABLES, type Subject } from './personalData';

/** What an erased value reads as, wherever it was (an audit entry's diff). */
export const ERASED = '[erased]';

/**
 * The person as erasure and the archive see them, when they belong to the district: their marks,
 * and whether their account goes with this district's data (no other district holds them).
 */
export async function subjectOf(db: Db, userId: number, districtId: number): Promise<(Subject & { name: string }) | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const memberships = await db.selectDistinct({ districtId: userDistrictRoles.districtId }).from(userDistrictRoles).where(eq(userDistrictRoles.userId, userId));
  if (!memberships.some((m) => m.districtId === districtId)) return null;
  const name = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  const marks = [user.email, name, `${user.firstName} ${user.lastName}`.trim(), user.phone, user.taxCode, user.vatCode].filter(
    (m): m is string => typeof m === 'string' && m.trim().length >= 5,
  );
  return {
    userId,
    districtId,
    email: user.email,
    accountGoes: memberships.every((m) => m.districtId === districtId),
    marks: [...new Set(marks)],
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

/** What erasure would do, table by table: only the kinds of data the person has. */
export async function erasurePreview(db: Db, s: Subject): Promise<ErasureLine[]> {
  const lines: ErasureLine[] = [];
  for (const [table, entry] of Object.entries(PERSONAL_TABLES)) {
    for (const part of entry.parts) {
      const rows = await partCount(db, entry, part, s);
      if (rows === 0) continue;
      const effect = part.effect(s);
      lines.push({ table, rows, effect, reason: effect === 'keep' ? (part.reason?.(s) ?? 'accountability') : null });
    }
  }
  return merge(lines);
}

/** One line per table and effect. */
function merge(lines: ErasureLine[]): ErasureLine[] {
  const out = new Map<string, ErasureLine>();
  for (const l of lines) {
    const key = `${l.table}:${l.effect}:${l.reason}`;
    const seen = out.get(key);
    if (seen) seen.rows += l.rows;
    else out.set(key, { ...l });
  }
  return [...out.values()];
}

/** Replaces, anywhere in an audit diff, a string holding one of the person's marks; `all` replaces every value (an entry about them). */
function redact(value: unknown, marks: string[], all: boolean): unknown {
  if (typeof value === 'string') return all || marks.some((m) => value.toLowerCase().includes(m.toLowerCase())) ? ERASED : value;
  if (Array.isArray(value)) return value.map((v) => redact(v, marks, all));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, marks, all)]));
  return all && value !== null && value !== undefined && typeof value !== 'boolean' ? ERASED : value;
}

/**
 * Erases the person's data in the district, in one transaction: each table's rows removed,
 * made anonymous or kept as PERSONAL_TABLES says, the audit entries that name them redacted (the
 * one change the audit trail allows, migration 0028), and, when no other district holds them,
 * their account emptied of everything that names them and made unusable. Their export files are
 * deleted once the transaction holds. Returns what was done.
 */
export async function eraseSubject(db: Db, storage: Storage, s: Subject): Promise<ErasureLine[]> {
  // A password nobody knows: the account's id stays for the district's books, no one can sign in with it.
  const lockedHash = s.accountGoes ? await hash(randomBytes(32).toString('hex')) : null;
  const lines: ErasureLine[] = [];
  const files: string[] = [];
  await db.transaction(async (tx) => {
    const stored = await tx
      .select({ name: exportRequests.storedName })
      .from(exportRequests)
      .where(
        and(
          or(eq(exportRequests.userId, s.userId), eq(exportRequests.subjectUserId, s.userId)),
          eq(exportRequests.districtId, s.districtId),
          isNotNull(exportRequests.storedName),
        ),
      );
    files.push(...stored.map((r) => r.name!));

    for (const [table, entry] of Object.entries(PERSONAL_TABLES)) {
      // The account last: the other tables find the person's rows by their e-mail too.
      if (table === 'users') continue;
      for (const part of entry.parts) {
        const effect = part.effect(s);
        let rows = 0;
        if (table === 'audit_entries') rows = await redactAudit(tx, s, part.where(s));
        else if (effect === 'remove')
          rows = (
            await tx
              .delete(entry.table)
              .where(part.where(s))
              .returning({ one: sql`1` })
          ).length;
        else if (effect === 'anonymise')
          rows = (
            await tx
              .update(entry.table)
              .set(part.set!(s))
              .where(part.where(s))
              .returning({ one: sql`1` })
          ).length;
        else rows = await partCount(tx, entry, part, s);
        if (rows > 0) lines.push({ table, rows, effect, reason: effect === 'keep' ? (part.reason?.(s) ?? 'accountability') : null });
      }
    }
    const account = PERSONAL_TABLES.users.parts[0];
    if (s.accountGoes) {
      await tx
        .update(users)
        .set({ ...account.set!(s), passwordHash: lockedHash! })
        .where(eq(users.id, s.userId));
      lines.push({ table: 'users', rows: 1, effect: 'anonymise', reason: null });
    } else {
      // Another district still holds the account: it no longer opens on this one.
      await tx
        .update(users)
        .set({ dashboardDistrictId: sql`(select min(district_id) from ${userDistrictRoles} where user_id = ${s.userId})` })
        .where(and(eq(users.id, s.userId), eq(users.dashboardDistrictId, s.districtId)));
      lines.push({ table: 'users', rows: 1, effect: 'keep', reason: 'other_district' });
    }
  });
  for (const name of files) await storage.remove(name).catch(() => undefined);
  return merge(lines);
}

/** The audit entries of the person lose their name, address and values; the entries themselves stay. */
async function redactAudit(tx: Db, s: Subject, where: SQL): Promise<number> {
  await tx.execute(sql`set local borgo.erasure = 'on'`);
  const rows = await tx
    .select({ id: auditEntries.id, userId: auditEntries.userId, entity: auditEntries.entity, recordId: auditEntries.recordId, changes: auditEntries.changes })
    .from(auditEntries)
    .where(where);
  for (const row of rows) {
    const about = row.entity === 'users' && row.recordId === s.userId;
    const mine = row.userId === s.userId;
    await tx
      .update(auditEntries)
      .set({
        changes: redact(row.changes, s.marks, about) as typeof row.changes,
        ...(mine ? { userName: null, ip: null } : {}),
      })
      .where(eq(auditEntries.id, row.id));
  }
  await tx.execute(sql`set local borgo.erasure = 'off'`);
  return rows.length;
}
