import { CAPTCHA_ANSWER_MAX, CAPTCHA_ANSWER_MIN } from '@portal/domain';
import { z } from 'zod';
import { hisSystems } from './integrations/his/index';
import { parseKey } from './lib/secret-box';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 127.0.0.1 in demo mode (its outbox and simulators are for this machine), 0.0.0.0 in production. */
    HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    DATA_DIR: z.string().default('./data'),
    /** Where uploaded files are kept (content-addressed); unset: `files` inside DATA_DIR. */
    FILES_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /**
     * An S3-compatible object store for uploaded files instead of FILES_DIR (several portal processes,
     * no shared disk): the bucket, an optional key prefix, the service's address (unset: AWS) and region.
     * Keys come from the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
     */
    S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    S3_PREFIX: z.string().default(''),
    S3_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().default('us-east-1'),
    DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    /** PostgreSQL connections per server process; unset: twice the processor cores plus one (db/client `defaultPoolSize`). */
    DATABASE_POOL_SIZE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(200).optional()),
    PORTAL_MODE: z.enum(['demo', 'production']).default('demo'),
    PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    SMTP_URL: z.string().optional().or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Portal Pacjenta <no-reply@portal-pacjenta.local>'),
    /** How long a settings group is kept in memory between reads (the module switches, making a booking). */
    SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** The clinic console's build (apps/clinic/dist), served under /clinic/. */
    CLINIC_DIST: z.string().optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    /** Sign-ins a minute from one address; password changes get half, client event reports a quarter. */
    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    TRUST_PROXY: bool,
    /**
     * Demo mode: serve the outbox and the simulators to clients on other machines too (they show reset
     * links and codes and sign anyone in as a test person). Unset, they answer only loopback clients.
     */
    DEMO_EXPOSED: bool,
    /**
     * Confirmation and password-reset messages an hour: per address or number (all purposes) and per
     * client IP. Every request counts, known address or not.
     */
    SEND_LIMIT_PER_TARGET_PER_HOUR: z.coerce.number().int().min(1).default(5),
    SEND_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /**
     * How long an SMS code (phone confirmation, password reset) stays valid. The one value: the codes
     * expire by it and the `sms-confirmation-settings` answer (`codeValidityMinutes`) tells it.
     */
    SMS_CODE_VALID_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    /** Registrations a minute from one address; captcha images get three times as many. */
    REGISTRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * Days an account made by registration may stay without a confirmed e-mail or phone and without a
     * sign-in; then the daily job removes it with what only it owns (registration/expire-registrations).
     */
    UNCONFIRMED_REGISTRATION_DAYS: z.coerce.number().int().min(1).default(7),
    /**
     * The ward identity finder (POST patients/identity-finder): searches an hour per signed-in account and
     * a minute per client address, so it cannot be used to probe who is a patient of the clinic.
     */
    IDENTITY_FINDER_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    IDENTITY_FINDER_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Captcha images an hour from one address: fetching challenges ahead for a solver stays slow. */
    REGISTRATION_CHALLENGES_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /**
     * Automated tests only: the answer (10001–100008) every registration captcha gets. The equation
     * stays random and the captcha is still checked, single use and timed; refused in production mode.
     */
    TEST_CAPTCHA_ANSWER: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(CAPTCHA_ANSWER_MIN).max(CAPTCHA_ANSWER_MAX).optional(),
    ),
    /**
     * Domain of the `ssotoken` cookie the SPA writes for the provider's other applications (e.g.
     * `.przychodnia.pl`); unset: no Domain attribute, so the cookie stays with the portal's own host.
     */
    SSO_COOKIE_DOMAIN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain name such as .przychodnia.pl')
        .optional(),
    ),
    /** Our identity towards the public e-service (ePUAP / Profil Zaufany): issuer of requests, audience of answers. */
    E_SERVICE_ENTITY_ID: z.string().min(1).default('urn:portal-pacjenta:sp'),
    /**
     * Demo mode: the secret the e-service simulator and the portal sign requests and answers with.
     * Unset: a random one per start (set it when several copies of a demo server share a database).
     */
    E_SERVICE_SIMULATOR_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    /**
     * Production: a PEM file of the certificates of the authorities whose signatures the portal accepts on
     * uploaded documents (the national trust list's qualified CAs and the trusted-profile signing CA;
     * integrations/signatures/README.md). Unset: no uploaded signature verifies. Demo mode trusts only the
     * e-service simulator's own CA.
     */
    SIGNATURE_TRUST_ANCHORS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /**
     * A PEM file of the certificates of the authorities whose signatures the portal accepts on documents
     * signed through the public e-service (declarations, consents; integrations/e-signature/README.md):
     * the trusted-profile signing CA and the national trust list's qualified CAs. Unset in production: no
     * such signature verifies (and production has no e-service signing adapter yet). Demo mode trusts
     * these and the e-service simulator's own CA.
     */
    E_SIGNATURE_TRUST_ANCHORS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /**
     * The key device cookies are signed with (a browser that has signed in to an account passes a lock
     * other clients caused on it). Required in production, the same on every copy of the server; in demo
     * mode unset means a random key per start (device cookies then last until the restart).
     */
    DEVICE_COOKIE_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    /** The clinic console's staff sessions (cookie pp_clinic): idle and absolute lifetimes. */
    STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(15),
    STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(10),
    /**
     * Teleconsultation calls (modules/telehealth): the ICE servers handed to both browsers. STUN_URLS and
     * TURN_URLS are comma-separated (e.g. `stun:turn.przychodnia.pl:3478`, `turn:turn.przychodnia.pl:3478?transport=udp,
     * turns:turn.przychodnia.pl:5349?transport=tcp`); TURN_SECRET is coturn's `static-auth-secret`
     * (`use-auth-secret`): each call gets credentials valid TURN_CREDENTIAL_TTL_SECONDS minted from it. Unset:
     * no STUN and no TURN (calls connect on the local network only; README "Teleconsultation calls").
     */
    STUN_URLS: z.string().default(''),
    TURN_URLS: z.string().default(''),
    TURN_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
    TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3 * 60 * 60),
    /**
     * The key staff members' TOTP secrets are encrypted with at rest (AES-256-GCM): 32 bytes as 64 hex
     * characters or base64. Required in production and the same on every copy; in demo mode unset means
     * the fixed demo key (the demo staff's secrets are fixed too, shown at /dev/totp).
     */
    STAFF_TOTP_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    /** Staff sign-in attempts a minute from one address (password and code steps alike). */
    STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Failed staff sign-in steps from one address (an IPv6 /64) within LOGIN_FAILURE_WINDOW_MINUTES before it must wait (growing waits, 429). */
    STAFF_SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    /** Messages a patient's account may send in an hour (domain DEFAULT_MESSAGE_SEND_LIMIT_PER_HOUR); 429 MESSAGE_SEND_LIMIT beyond. */
    MESSAGE_SEND_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /**
     * The provider's system of record for units, practitioners and services (integrations/his): PORTAL,
     * the portal's own database kept in the clinic console. An external HIS joins this list with its
     * adapter (integrations/his/README.md).
     */
    HIS_SYSTEM: z.enum(hisSystems).default('PORTAL'),
    /**
     * The symptom-triage interview of the self-assessment (integrations/triage/README.md): `local`, our own
     * triage service with its interview under /sim/triage on the portal's origin, or `http`, an external
     * triage API at TRIAGE_API_URL called with TRIAGE_APP_ID and TRIAGE_APP_KEY.
     */
    TRIAGE_SERVICE: z.enum(['local', 'http']).default('local'),
    TRIAGE_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    TRIAGE_APP_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    TRIAGE_APP_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /**
     * The imaging archive (integrations/imaging/README.md): `local`, our own archive (instances kept in the
     * file storage, our viewer under /imaging/viewer), or `dicomweb`, a PACS at IMAGING_DICOMWEB_URL
     * (STOW-RS, QIDO-RS) whose viewer address is IMAGING_VIEWER_URL with `{study}` for the StudyInstanceUID.
     */
    IMAGING_ARCHIVE: z.enum(['local', 'dicomweb']).default('local'),
    IMAGING_DICOMWEB_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    IMAGING_VIEWER_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.PORTAL_MODE === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'production mode needs DATABASE_URL (PostgreSQL)' });
    }
    if (env.PORTAL_MODE === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'production mode needs PUBLIC_URL' });
    }
    if (env.PORTAL_MODE === 'production' && !env.DEVICE_COOKIE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEVICE_COOKIE_SECRET'],
        message: 'production mode needs DEVICE_COOKIE_SECRET (at least 32 random characters, the same on every server copy)',
      });
    }
    if (env.PORTAL_MODE === 'production' && !env.STAFF_TOTP_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STAFF_TOTP_KEY'],
        message: 'production mode needs STAFF_TOTP_KEY (32 random bytes as hex or base64, the same on every server copy)',
      });
    }
    if (env.STAFF_TOTP_KEY && !parseKey(env.STAFF_TOTP_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['STAFF_TOTP_KEY'], message: 'must be 32 bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)' });
    }
    if (env.PORTAL_MODE === 'production' && env.DEMO_EXPOSED) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_EXPOSED'],
        message: 'production mode has no demo pages to expose; unset it',
      });
    }
    if (env.TRIAGE_SERVICE === 'http') {
      for (const key of ['TRIAGE_API_URL', 'TRIAGE_APP_ID', 'TRIAGE_APP_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'TRIAGE_SERVICE=http needs TRIAGE_API_URL, TRIAGE_APP_ID and TRIAGE_APP_KEY' });
      }
    }
    if (env.IMAGING_ARCHIVE === 'dicomweb') {
      for (const key of ['IMAGING_DICOMWEB_URL', 'IMAGING_VIEWER_URL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'IMAGING_ARCHIVE=dicomweb needs IMAGING_DICOMWEB_URL and IMAGING_VIEWER_URL' });
      }
    }
    if (env.PORTAL_MODE === 'production' && env.TEST_CAPTCHA_ANSWER !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CAPTCHA_ANSWER'],
        message: 'is for automated tests only and would make the registration captcha solvable by bots; unset it in production mode',
      });
    }
  })
  .transform((env) => ({ ...env, HOST: env.HOST ?? (env.PORTAL_MODE === 'demo' ? '127.0.0.1' : '0.0.0.0') }));

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

/** Configuration for tests and tools: defaults, then overrides. */
export const testConfig = (over: Partial<Config> = {}): Config => ({ ...loadConfig({}), LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: 0, ...over });
