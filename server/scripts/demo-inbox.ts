// A command-line client of the live channel, as a resident's app is; the server never imports it.
// eslint-disable-next-line borgo/server-imports
import { io } from 'socket.io-client';
import { base, call as callAs, signIn } from './residentApp';

/**
 * `npm run demo:inbox`: plays a resident's mobile app receiving push notifications. It logs in as a
 * resident of Borgo Navigli, prints their unread messages, then waits on their live channel and
 * prints each notification as it arrives (send one from the console's Notifications page, to
 * everyone or to this resident). Ctrl-C ends it; WAIT_SECONDS ends it on its own.
 *
 *   BORGO_URL=http://localhost:3000 RESIDENT=resident1.1@borgo.test npm run demo:inbox
 */
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 0);
const language = process.env.LANGUAGE ?? 'en';

interface InboxItem {
  id: number;
  title: string;
  content: string;
  sender_name: string;
  sent_at: string;
}
interface Received {
  id: number;
  translations: { locale: string; title: string; content: string }[];
  sender_name: string;
}

/** The app asks in the resident's language. */
const call = <T>(path: string, init: RequestInit & { token?: string } = {}) => callAs<T>(path, { ...init, language });

async function main() {
  const { token } = await signIn();
  const unread = await call<{ data: InboxItem[]; total: number }>('/me/notifications?unread=1', { token });
  console.log(`${unread.total} unread notification(s)${unread.total ? ':' : '.'}`);
  for (const n of unread.data) console.log(`  · ${n.title} — ${n.content} (${n.sender_name}, ${n.sent_at})`);

  const socket = io(base, { auth: { token }, transports: ['websocket'], forceNew: true });
  socket.on('ready', () => console.log('Waiting for notifications on the live channel… (Ctrl-C to stop)'));
  socket.on('notification.received', (n: Received) => {
    const text = n.translations.find((t) => t.locale === language) ?? n.translations[0];
    console.log(`New notification from ${n.sender_name}: ${text?.title} — ${text?.content}`);
    // The app marks it read once shown.
    void call(`/me/notifications/${n.id}/read`, { method: 'POST', body: '{}', token }).catch(() => undefined);
  });
  socket.on('connect_error', (err) => {
    console.error(`Live channel refused: ${err.message}`);
    process.exit(1);
  });
  const stop = async () => {
    socket.close();
    await call('/auth/logout', { method: 'POST', body: '{}', token }).catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  if (waitSeconds > 0) setTimeout(() => void stop(), waitSeconds * 1000);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
