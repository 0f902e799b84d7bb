import { z } from 'zod';

const optionalUrl = z.url({ error: 'deve ser uma URL válida' }).optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'não pode ser vazio').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Secretária IA <nao-responda@secretaria.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  AUTH_SIGNUPS_PER_MINUTE: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(10),
  DEV_ROUTES: z.enum(['true', 'false'], { error: 'deve ser true ou false' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'deve começar com sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'deve começar com whsec_')
    .optional(),
  EVOLUTION_URL: optionalUrl,
  EVOLUTION_API_KEY: z.string().min(1).optional(),
  /** The attendant answers a burst of messages once, this long after the last one arrived. */
  ATTENDANT_BURST_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int('deve ser um número inteiro de milissegundos')
    .min(0, 'deve estar entre 0 e 60000 milissegundos')
    .max(60_000, 'deve estar entre 0 e 60000 milissegundos')
    .default(3000),
  /**
   * How long the attendant's worker and sender hold a claimed chat or reply: a process that dies
   * holding one loses it after this, and another process takes it over.
   */
  ATTENDANT_LEASE_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int('deve ser um número inteiro de milissegundos')
    .min(1000, 'deve estar entre 1000 e 600000 milissegundos')
    .max(600_000, 'deve estar entre 1000 e 600000 milissegundos')
    .default(30_000),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  publicUrl: string;
  /**
   * Origins allowed to sign up, sign in and change passwords: PUBLIC_URL alone when set; in its
   * absence the loopback names of the server's own port (localhost, 127.0.0.1, [::1]), since a
   * local install is opened by any of them.
   */
  trustedOrigins: string[];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  mail: { kind: 'smtp'; url: string } | { kind: 'outbox' };
  /** Local shortcuts (e.g. creating an instance without checkout): embedded mode only by default. */
  devRoutes: boolean;
  /** Real Stripe, or the simulator started by the server on a loopback port. */
  payments: { kind: 'stripe'; secretKey: string; webhookSecret: string } | { kind: 'simulator' };
  /** Real Evolution API, or the simulator started by the server on a loopback port. */
  whatsapp: { kind: 'evolution'; url: string; apiKey: string } | { kind: 'simulator' };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start-up; every bad variable gets its own line. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: é obrigatório quando STRIPE_SECRET_KEY está definido');
  if (env.EVOLUTION_URL && !env.EVOLUTION_API_KEY)
    problems.push('EVOLUTION_API_KEY: é obrigatório quando EVOLUTION_URL está definido');
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    publicUrl,
    trustedOrigins: env.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    mail: env.SMTP_URL ? { kind: 'smtp', url: env.SMTP_URL } : { kind: 'outbox' },
    devRoutes: env.DEV_ROUTES ? env.DEV_ROUTES === 'true' : !env.DATABASE_URL && !env.SMTP_URL,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : { kind: 'simulator' },
    whatsapp:
      env.EVOLUTION_URL && env.EVOLUTION_API_KEY
        ? { kind: 'evolution', url: env.EVOLUTION_URL, apiKey: env.EVOLUTION_API_KEY }
        : { kind: 'simulator' },
  };
}
