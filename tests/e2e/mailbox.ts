import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The e2e server's port, and from it the mail sink's port and folder (tests/e2e/mailSink.ts): the same in the runner and its workers. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = PORT + 2000;
export const E2E_MAIL_DIR = `/tmp/borgo-e2e-mail-${PORT}`;

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every mail the e2e server has sent so far, oldest first. */
export function sentMail(): SentMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, f), 'utf8')) as SentMail);
}

/**
 * The newest mail to `address` whose text matches `pattern`, waited for (the server sends from
 * its outbox a moment after the request), and the first match of `pattern` in it.
 */
export async function mailTo(address: string, pattern: RegExp): Promise<{ mail: SentMail; match: RegExpMatchArray }> {
  let found: { mail: SentMail; match: RegExpMatchArray } | undefined;
  await expect
    .poll(
      () => {
        const mail = sentMail()
          .reverse()
          .find((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.text));
        const match = mail?.text.match(pattern);
        found = mail && match ? { mail, match } : undefined;
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}
