import { z } from 'zod';
import { parseTrustedProxy } from '@/lib/client-address';
import { parseSecretKey } from '@/lib/secret-box';

const optionalUrl = z.url({ error: 'deve ser uma URL válida' }).optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  /** Embedded mode listens on loopback only; with DATABASE_URL (a server) on every interface. */
  HOST: z.string().min(1).optional(),
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
  AUTH_SIGNINS_PER_MINUTE: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(30),
  /**
   * Load balancers whose X-Forwarded-For is believed (IPs or CIDR ranges, comma-separated);
   * empty, the client is the socket's peer (lib/client-address.ts, docs/decisions/030).
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries.filter((e) => !parseTrustedProxy(e)))
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" não é um IP nem uma faixa CIDR (ex.: 10.0.0.0/8)`,
        });
    })
    .default([]),
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
  /**
   * The average gap between two proactive messages (reminders, notices) of one WhatsApp number,
   * jittered ±40 % (docs/decisions/032); 0: no pace.
   */
  PROACTIVE_GAP_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int('deve ser um número inteiro de milissegundos')
    .min(0, 'deve estar entre 0 e 600000 milissegundos')
    .max(600_000, 'deve estar entre 0 e 600000 milissegundos')
    .default(12_000),
  /** Any OpenAI-compatible API, up to its version prefix (https://api.openai.com/v1). */
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http:// ou https:// válida' })
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().max(200, 'deve ter no máximo 200 caracteres').optional(),
  LLM_TRANSCRIBE_MODEL: z.string().max(200, 'deve ter no máximo 200 caracteres').optional(),
  /** A model call's whole budget, its one retry included; past it the turn falls back. */
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int('deve ser um número inteiro de milissegundos')
    .min(1000, 'deve estar entre 1000 e 120000 milissegundos')
    .max(120_000, 'deve estar entre 1000 e 120000 milissegundos')
    .default(15_000),
  /** Bearer token of GET /metrics (Prometheus); unset, there are no metrics (404). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'deve ter pelo menos 16 caracteres')
    .regex(/^[\x21-\x7e]+$/, 'deve conter apenas caracteres visíveis, sem espaços')
    .optional(),
  /**
   * The official WhatsApp Cloud API (issue 27): the Meta app's secret (it signs every webhook)
   * and our verify token. Unset, instances may use the official API only against the simulator,
   * and only where the WhatsApp side is simulated too (embedded mode).
   */
  META_APP_SECRET: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  META_VERIFY_TOKEN: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  /** The Graph API's address (https://graph.facebook.com) and version. */
  META_GRAPH_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http:// ou https:// válida' })
    .optional(),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'deve ser uma versão da Graph API, como v23.0')
    .default('v23.0'),
  /**
   * The key that seals each instance's Cloud API access token at rest (AES-256-GCM): 32 random
   * bytes as base64 or hex (`openssl rand -base64 32`). Required with META_APP_SECRET; without
   * it the simulator's tokens are sealed with a key the server generates and keeps.
   */
  WHATSAPP_TOKEN_KEY: z
    .string()
    .refine(
      (value) => parseSecretKey(value) !== null,
      'deve ter 32 bytes em base64 (44 caracteres) ou hexadecimal (64 caracteres); gere com openssl rand -base64 32',
    )
    .optional(),
  /** Starts our OpenAI-compatible simulator in-process, to try the model mode without a key. */
  LLM_SIMULATOR: z.enum(['true', 'false'], { error: 'deve ser true ou false' }).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** The model mode's provider; `Config.llm` is null when none is configured. */
export type LlmConfig =
  | {
      kind: 'openai-compatible';
      baseUrl: string;
      apiKey: string | null;
      model: string;
      transcribeModel: string | null;
      timeoutMs: number;
    }
  | { kind: 'simulator'; model: string; transcribeModel: string; timeoutMs: number };

export type Config = Omit<Env, 'HOST'> & {
  /** HOST, or 127.0.0.1 in embedded mode and 0.0.0.0 with DATABASE_URL (docs/decisions/029). */
  HOST: string;
  publicUrl: string;
  /**
   * Origins allowed to sign up, sign in and change passwords: PUBLIC_URL alone when set; in its
   * absence the loopback names of the server's own port (localhost, 127.0.0.1, [::1]), since a
   * local install is opened by any of them.
   */
  trustedOrigins: string[];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /**
   * SMTP; or, in development (devRoutes), the local outbox read at /dev/emails; or, in embedded
   * mode with DEV_ROUTES=false, the server's log alone (docs/decisions/029).
   */
  mail: { kind: 'smtp'; url: string } | { kind: 'outbox' } | { kind: 'log' };
  /**
   * Every /dev page and /api/dev route (the outbox, the clock, instances without checkout): the
   * default in embedded mode only; anywhere else only with the explicit DEV_ROUTES=true.
   */
  devRoutes: boolean;
  /** Real Stripe, or the simulator started by the server on a loopback port. */
  payments: { kind: 'stripe'; secretKey: string; webhookSecret: string } | { kind: 'simulator' };
  /** Real Evolution API, or the simulator started by the server on a loopback port. */
  whatsapp: { kind: 'evolution'; url: string; apiKey: string } | { kind: 'simulator' };
  /** The model mode: a provider (LLM_BASE_URL + LLM_MODEL), our simulator, or unavailable. */
  llm: LlmConfig | null;
  /**
   * The official WhatsApp Cloud API: Meta's Graph API (META_APP_SECRET), our simulator where the
   * WhatsApp side is simulated, or unavailable (a server on real Evolution without Meta's keys).
   */
  meta: MetaConfig | null;
  /** WHATSAPP_TOKEN_KEY read into its 32 bytes; null: generated and kept by the server. */
  whatsappTokenKey: Buffer | null;
};

export type MetaConfig =
  | {
      kind: 'cloud';
      graphUrl: string;
      apiVersion: string;
      appSecret: string;
      verifyToken: string;
    }
  | { kind: 'simulator'; apiVersion: string };

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
  problems.push(...llmProblems(env), ...metaProblems(env));
  const devRoutes = env.DEV_ROUTES ? env.DEV_ROUTES === 'true' : !env.DATABASE_URL && !env.SMTP_URL;
  // A server on PostgreSQL sends its confirmation and new-password links by SMTP: with nowhere to
  // send them it would either show them to anyone (the outbox) or lose them (docs/decisions/029).
  if (env.DATABASE_URL && !env.SMTP_URL && !devRoutes)
    problems.push(
      'SMTP_URL: é obrigatório quando DATABASE_URL está definido (os links de confirmação e de nova senha saem por email); só em desenvolvimento, DEV_ROUTES=true os guarda na caixa de saída local',
    );
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    HOST: env.HOST ?? (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    trustedOrigins: env.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL }
      : devRoutes
        ? { kind: 'outbox' }
        : { kind: 'log' },
    devRoutes,
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
    llm: llmConfig(env),
    meta: metaConfig(env),
    whatsappTokenKey: env.WHATSAPP_TOKEN_KEY ? parseSecretKey(env.WHATSAPP_TOKEN_KEY) : null,
  };
}

function metaProblems(env: Env): string[] {
  if (env.META_APP_SECRET) {
    return [
      ...(env.META_VERIFY_TOKEN
        ? []
        : ['META_VERIFY_TOKEN: é obrigatório quando META_APP_SECRET está definido']),
      // A real token is never sealed with a key kept in the same database as the token.
      ...(env.WHATSAPP_TOKEN_KEY
        ? []
        : ['WHATSAPP_TOKEN_KEY: é obrigatório quando META_APP_SECRET está definido']),
    ];
  }
  const orphan = (['META_VERIFY_TOKEN', 'META_GRAPH_URL'] as const).find((name) => env[name]);
  return orphan ? [`META_APP_SECRET: é obrigatório quando ${orphan} está definido`] : [];
}

function metaConfig(env: Env): MetaConfig | null {
  if (env.META_APP_SECRET && env.META_VERIFY_TOKEN) {
    return {
      kind: 'cloud',
      graphUrl: (env.META_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
      apiVersion: env.META_GRAPH_VERSION,
      appSecret: env.META_APP_SECRET,
      verifyToken: env.META_VERIFY_TOKEN,
    };
  }
  return env.EVOLUTION_URL ? null : { kind: 'simulator', apiVersion: env.META_GRAPH_VERSION };
}

const LLM_SETTINGS = ['LLM_MODEL', 'LLM_API_KEY', 'LLM_TRANSCRIBE_MODEL'] as const;

function llmProblems(env: Env): string[] {
  if (env.LLM_SIMULATOR === 'true') {
    return env.LLM_BASE_URL
      ? ['LLM_SIMULATOR: não pode ser true quando LLM_BASE_URL está definido']
      : [];
  }
  if (env.LLM_BASE_URL) {
    return env.LLM_MODEL ? [] : ['LLM_MODEL: é obrigatório quando LLM_BASE_URL está definido'];
  }
  const orphan = LLM_SETTINGS.find((name) => env[name]);
  return orphan ? [`LLM_BASE_URL: é obrigatório quando ${orphan} está definido`] : [];
}

function llmConfig(env: Env): LlmConfig | null {
  const timeoutMs = env.LLM_TIMEOUT_MS;
  if (env.LLM_SIMULATOR === 'true') {
    return {
      kind: 'simulator',
      model: env.LLM_MODEL ?? 'simulado',
      transcribeModel: env.LLM_TRANSCRIBE_MODEL ?? 'simulado-transcricao',
      timeoutMs,
    };
  }
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    kind: 'openai-compatible',
    baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
    apiKey: env.LLM_API_KEY ?? null,
    model: env.LLM_MODEL,
    transcribeModel: env.LLM_TRANSCRIBE_MODEL ?? null,
    timeoutMs,
  };
}
