import { and, asc, eq, isNull, lt } from 'drizzle-orm';
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
  let running = false;
  const mailer: Mailer = {
    async queue(tx, mail) {
      await tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.body });
      if (transport) setImmediate(() => void mailer.flush());
    },
    async flush() {
      if (!transport || running) return 0;
      running = true;
      let sent = 0;
      try {
        const due = await db
          .select()
          .from(outbox)
          .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(outbox.id))
          .limit(20);
        for (const mail of due) {
          try {
            await transport.sendMail({ from: opts.from, to: mail.recipient, subject: mail.subject, text: mail.body });
            await db.update(outbox).set({ sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(outbox.id, mail.id));
            sent++;
          } catch (err) {
            log.warn({ err, mail: mail.id }, 'mail not sent, will retry');
            await db
              .update(outbox)
              .set({ attempts: mail.attempts + 1, lastError: String(err) })
              .where(eq(outbox.id, mail.id));
          }
        }
      } finally {
        running = false;
      }
      return sent;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  if (transport) timer = setInterval(() => void mailer.flush(), 30_000).unref();
  return mailer;
}
