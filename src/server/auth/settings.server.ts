import { getEnv } from '../env.server';

/** Account settings the API takes from the process (tests pass their own). */
export interface AuthSettings {
  /** Life of one bearer token. */
  accessTtlSeconds: number;
  /** A session ends this long after its last refresh. */
  sessionTtlDays: number;
  /** How long a token replaced by a refresh keeps working (racing refreshes, requests in flight). */
  refreshGraceSeconds: number;
  /** The embedded demo: the demo social provider and the development inbox are on. */
  demo: boolean;
  /**
   * DEMO_ON_PUBLIC_HOSTS=1: demo features also answer on hosts other than loopback and
   * *.localhost, and to callers off this machine (a public demo install). Logged loudly at start-up.
   */
  demoOnPublicHosts: boolean;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  mailFrom: string;
  /** Milliseconds since the epoch; tests inject a clock to step through login backoff. */
  now?: () => number;
}

export function authSettingsFromEnv(): AuthSettings {
  const env = getEnv();
  return {
    accessTtlSeconds: env.AUTH_ACCESS_TTL_SECONDS,
    sessionTtlDays: env.AUTH_SESSION_TTL_DAYS,
    refreshGraceSeconds: 30,
    // Unset DEMO_DATA means demo only while no mail server is configured: an install that
    // sends real mail is a real install.
    demo: env.DEMO_DATA ?? !env.SMTP_URL,
    demoOnPublicHosts: env.DEMO_ON_PUBLIC_HOSTS,
    smtpUrl: env.SMTP_URL,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    mailFrom: env.MAIL_FROM,
  };
}

export const TEST_AUTH_SETTINGS: AuthSettings = {
  accessTtlSeconds: 3600,
  sessionTtlDays: 30,
  refreshGraceSeconds: 30,
  demo: true,
  demoOnPublicHosts: false,
  smtpUrl: undefined,
  smsWebhookUrl: undefined,
  mailFrom: 'Casino <no-reply@casino.test>',
};
