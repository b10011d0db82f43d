import { randomBytes } from 'node:crypto';

/** Everything the server reads from its environment, read once, with the defaults of the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local storage). */
  uploadDir: string;
  /** Bytes one user may upload (images for forms) in any 24 hours, counted in the uploads table. */
  uploadQuotaBytesPerDay: number;
  databaseUrl?: string;
  /**
   * PGlite (no `DATABASE_URL`) runs on a thread of its own (server/db/pgliteThread.ts), the
   * default; `PGLITE_THREAD=0` runs it on the server's thread, as before issue 12 §3.
   */
  pgliteThread: boolean;
  /** Idle expiry of a bearer token. */
  tokenIdleMs: number;
  /** Absolute lifetime of a session, however busy it is (OWASP ASVS 3.3.2, level 2: 12 hours). */
  sessionMaxMs: number;
  /** Login attempts allowed in `loginWindowMs`, per IP and per account. */
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
  loginWindowMs: number;
  /** Password reset requests allowed per IP, and reset links mailed per account, in `resetWindowMs`. */
  resetMaxPerIp: number;
  resetMaxPerAccount: number;
  resetWindowMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** The console's own address, used in links sent by mail. */
  publicUrl: string;
  /**
   * Demo mode (the default, `DEMO=1`): the demo world is seeded on an empty database, the server
   * listens on loopback unless `HOST` says otherwise, the console shows a "demo data" banner, and
   * reset links are printed in the log. `DEMO=0` is production: nothing is seeded but the first
   * administrator, and no secret or link is ever logged.
   */
  demo: boolean;
  logLevel: string;
  /**
   * Timeouts of the HTTP server (server/lib/timeouts.ts): receiving a whole request (headers and
   * body), a connection silent in both directions, and a kept-alive connection between requests.
   */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** The pruning job (server/jobs/prune.ts). */
  prune: PruneSettings;
  /** How often each process looks for planned notifications that are due (server/jobs/notifications.ts). */
  notificationsEveryMs: number;
  /**
   * The key of private files' signed links (server/lib/fileLinks.ts), `FILE_LINK_SECRET`: the same
   * in every process that serves them (`start:cluster` hands its own to its processes). Unset, each
   * start draws one: links signed before a restart are refused, as if they had expired.
   */
  fileLinkSecret: string;
}

/** How often the pruning job runs (0: never), and how long each kind of row is kept once it is of no use. */
export interface PruneSettings {
  everyMs: number;
  /** Refused logins (successful ones are the login log and stay). */
  refusedLoginsMs: number;
  /** Sessions revoked or lapsed (idle or past their absolute lifetime), since they ended. */
  sessionsMs: number;
  /** Outbox mail, since it was sent. */
  sentMailMs: number;
  /** Password reset links, since they were used or expired. */
  resetLinksMs: number;
  /** Rate-limit events, since they happened. */
  rateEventsMs: number;
  /** Uploads that no record names, since they were uploaded. */
  orphanUploadsMs: number;
  /** District configuration changes applied, failed or superseded, since they were saved (the job reads pending ones only). */
  districtChangesMs: number;
}

/** A key shorter than this is refused: an HMAC-SHA256 key should hold 256 bits (RFC 2104 §3). */
const FILE_LINK_SECRET_MIN = 32;

function fileLinkSecret(value: string | undefined): string {
  if (!value) return randomBytes(32).toString('hex');
  if (value.length < FILE_LINK_SECRET_MIN) throw new Error(`FILE_LINK_SECRET needs at least ${FILE_LINK_SECRET_MIN} characters`);
  return value;
}

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);
const DAY_MS = 24 * 3600_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 3000);
  const demo = env.DEMO !== '0';
  return {
    port,
    // A demo with published passwords stays on this machine unless its owner says otherwise.
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir: env.DATA_DIR ?? './data',
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR ?? './data'}/uploads`,
    // Generous for staff (forty 5 MB images a day), and a ceiling on what one account can fill the disk with.
    uploadQuotaBytesPerDay: num(env.UPLOAD_QUOTA_MB_PER_DAY, 200) * 1024 * 1024,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: env.PGLITE_THREAD !== '0',
    tokenIdleMs: num(env.TOKEN_IDLE_HOURS, 12) * 3600_000,
    sessionMaxMs: num(env.SESSION_MAX_HOURS, 12) * 3600_000,
    loginMaxPerIp: num(env.LOGIN_MAX_PER_IP, 30),
    loginMaxPerAccount: num(env.LOGIN_MAX_PER_ACCOUNT, 5),
    loginWindowMs: num(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    resetMaxPerIp: num(env.RESET_MAX_PER_IP, 10),
    resetMaxPerAccount: num(env.RESET_MAX_PER_ACCOUNT, 3),
    resetWindowMs: num(env.RESET_WINDOW_MINUTES, 60) * 60_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Borgo <no-reply@borgo.test>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo,
    logLevel: env.LOG_LEVEL ?? 'info',
    // 300 s is Node's own default (Fastify turns it off): a 5 MB photo from a phone at 140 kbit/s.
    requestTimeoutMs: num(env.REQUEST_TIMEOUT_SECONDS, 300) * 1000,
    // Longer than socket.io's long-polling wait (25 s) and a phone's usual stall between cells.
    connectionTimeoutMs: num(env.CONNECTION_TIMEOUT_SECONDS, 60) * 1000,
    // Fastify's default: longer than the idle timeout of the usual proxies (60 s), so they close first.
    keepAliveTimeoutMs: num(env.KEEP_ALIVE_TIMEOUT_SECONDS, 72) * 1000,
    prune: {
      everyMs: num(env.PRUNE_EVERY_MINUTES, 60) * 60_000,
      refusedLoginsMs: num(env.PRUNE_REFUSED_LOGINS_DAYS, 30) * DAY_MS,
      sessionsMs: num(env.PRUNE_SESSIONS_DAYS, 7) * DAY_MS,
      sentMailMs: num(env.PRUNE_SENT_MAIL_DAYS, 7) * DAY_MS,
      resetLinksMs: num(env.PRUNE_RESET_LINKS_DAYS, 7) * DAY_MS,
      rateEventsMs: num(env.PRUNE_RATE_EVENTS_DAYS, 1) * DAY_MS,
      orphanUploadsMs: num(env.PRUNE_ORPHAN_UPLOADS_HOURS, 24) * 3600_000,
      districtChangesMs: num(env.PRUNE_DISTRICT_CHANGES_DAYS, 30) * DAY_MS,
    },
    fileLinkSecret: fileLinkSecret(env.FILE_LINK_SECRET),
    // A planned notification goes within this of its time; the look is one indexed query.
    notificationsEveryMs: num(env.NOTIFICATIONS_EVERY_SECONDS, 15) * 1000,
  };
}
