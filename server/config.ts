/** Everything the server reads from its environment, read once, with the defaults of the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local storage). */
  uploadDir: string;
  databaseUrl?: string;
  /** Idle expiry of a bearer token. */
  tokenIdleMs: number;
  /** Login attempts allowed in `loginWindowMs`, per IP and per account. */
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
  loginWindowMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** The console's own address, used in links sent by mail. */
  publicUrl: string;
  /** Demo mode prints reset links in the log so a person trying the demo can follow them. */
  demo: boolean;
  logLevel: string;
}

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR ?? './data'}/uploads`,
    databaseUrl: env.DATABASE_URL || undefined,
    tokenIdleMs: num(env.TOKEN_IDLE_HOURS, 12) * 3600_000,
    loginMaxPerIp: num(env.LOGIN_MAX_PER_IP, 30),
    loginMaxPerAccount: num(env.LOGIN_MAX_PER_ACCOUNT, 5),
    loginWindowMs: num(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Borgo <no-reply@borgo.test>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo: env.DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
