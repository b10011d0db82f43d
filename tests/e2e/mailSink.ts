import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mailbox';

/**
 * Playwright's global setup: an SMTP server on this machine that the e2e server sends its mail to
 * (SMTP_URL in playwright.config.ts), so that a test can follow a link a user was mailed
 * (an invitation, a reset link). Each message is written, decoded, as one JSON file of
 * E2E_MAIL_DIR. No TLS and no login: it listens on 127.0.0.1 only, for the test's own server.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          count += 1;
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const file = join(E2E_MAIL_DIR, `${String(count).padStart(5, '0')}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }));
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
