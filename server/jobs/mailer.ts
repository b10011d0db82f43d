import { and, asc, eq, isNull, lt, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mailer {
  /** Queues a message in the outbox table, inside the caller's transaction when one is given. */
  queue(tx: Db, mail: { to: string; subject: string; body: string }): Promise<void>;
  /** Sends what waits in the outbox (a no-op without SMTP_URL: the mail stays for inspection). */
  flush(): Promise<number>;
  stop(): void;
}

const MAX_ATTEMPTS = 5;

export function createMailer(db: Db, log: FastifyBaseLogger, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  // One flush at a time in this process; a caller arriving meanwhile waits for it, then runs again.
  let current: Promise<number> = Promise.resolve(0);
  const mailer: Mailer = {
    async queue(tx, mail) {
      await tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.body });
      if (transport) setImmediate(() => void mailer.flush());
    },
    flush() {
      if (!transport) return Promise.resolve(0);
      current = current.catch(() => 0).then(() => sendDue(transport));
      return current;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };

  async function sendDue(transport: nodemailer.Transporter): Promise<number> {
    let sent = 0;
    const tried: number[] = [];
    try {
      // Each message is claimed in its own transaction with SKIP LOCKED, so several server
      // processes on one PostgreSQL never send the same mail twice; a failure waits for the next run.
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const [mail] = await tx
            .select()
            .from(outbox)
            .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), tried.length ? notInArray(outbox.id, tried) : undefined))
            .orderBy(asc(outbox.id))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!mail) return false;
          tried.push(mail.id);
          try {
            await transport.sendMail({ from: opts.from, to: mail.recipient, subject: mail.subject, text: mail.body });
            await tx
              .update(outbox)
              .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
              .where(eq(outbox.id, mail.id));
            sent++;
          } catch (err) {
            log.warn({ err, mail: mail.id }, 'mail not sent, will retry');
            await tx
              .update(outbox)
              .set({ attempts: mail.attempts + 1, lastError: String(err) })
              .where(eq(outbox.id, mail.id));
          }
          return true;
        });
        if (!claimed) break;
      }
    } catch (err) {
      log.error({ err }, 'outbox flush failed');
    }
    return sent;
  }

  if (transport) timer = setInterval(() => void mailer.flush(), 30_000).unref();
  return mailer;
}
