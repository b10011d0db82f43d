import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { createTestApp, type TestContext } from './helpers';

/** With SMTP_URL set, queued mail leaves the outbox over SMTP (a local test SMTP server here). */
const received: { to: string; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
      callback();
    });
  },
});
let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail delivery', () => {
  it('sends the password reset mail over SMTP and marks it sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/password/reset', payload: { email: 'gate@borgo.test' } });
    expect(res.statusCode).toBe(200);
    await t.app.afterReply.settled();
    await t.app.mailer.flush();
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe('gate@borgo.test');
    expect(received[0].body).toContain('/password/restore/');
    const sent = await t.database.db.select().from(outbox).where(isNotNull(outbox.sentAt));
    expect(sent).toHaveLength(1);
    // A second flush finds nothing left to send.
    expect(await t.app.mailer.flush()).toBe(0);
    expect(received).toHaveLength(1);
  });
});
