import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    PORTAL_MODE: z.enum(['demo', 'production']).default('demo'),
    PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    SMTP_URL: z.string().optional().or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Portal Pacjenta <no-reply@portal-pacjenta.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    /** Sign-ins a minute from one address; password changes get half, client event reports twice. */
    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    TRUST_PROXY: bool,
  })
  .superRefine((env, ctx) => {
    if (env.PORTAL_MODE === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'production mode needs DATABASE_URL (PostgreSQL)' });
    }
    if (env.PORTAL_MODE === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'production mode needs PUBLIC_URL' });
    }
  });

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
export const testConfig = (over: Partial<Config> = {}): Config => ({ ...loadConfig({}), LOG_LEVEL: 'silent', ...over });
