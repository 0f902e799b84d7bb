import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.mail).toEqual({ kind: 'outbox' });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('trusts the loopback names of its port without PUBLIC_URL, and only PUBLIC_URL with it', () => {
    expect(loadConfig({ PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://agenda.example.com/' }).trustedOrigins).toEqual([
      'https://agenda.example.com',
    ]);
  });

  it('waits 3 s for a burst of messages unless ATTENDANT_BURST_MS says otherwise, in pt-BR', () => {
    expect(loadConfig({}).ATTENDANT_BURST_MS).toBe(3000);
    expect(loadConfig({ ATTENDANT_BURST_MS: '0' }).ATTENDANT_BURST_MS).toBe(0);
    for (const bad of ['três', '-1', '1.5', '600000']) {
      expect(() => loadConfig({ ATTENDANT_BURST_MS: bad }), bad).toThrow(
        /ATTENDANT_BURST_MS: deve (ser um número|estar entre)/,
      );
    }
  });

  it('listens on 127.0.0.1 in embedded mode and on 0.0.0.0 with DATABASE_URL, unless HOST says', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const server = { DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://mail:25' };
    expect(loadConfig(server).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...server, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('has the dev pages and the outbox only in embedded mode or with DEV_ROUTES=true', () => {
    expect(loadConfig({})).toMatchObject({ devRoutes: true, mail: { kind: 'outbox' } });
    expect(loadConfig({ DEV_ROUTES: 'false' })).toMatchObject({
      devRoutes: false,
      mail: { kind: 'log' },
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      devRoutes: false,
      mail: { kind: 'smtp' },
    });
    const server = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({ ...server, SMTP_URL: 'smtp://mail:25' }).devRoutes).toBe(false);
    expect(loadConfig({ ...server, DEV_ROUTES: 'true' })).toMatchObject({
      devRoutes: true,
      mail: { kind: 'outbox' },
    });
  });

  it('refuses DATABASE_URL without SMTP_URL outside development, in pt-BR', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://u@h/db' },
      { DATABASE_URL: 'postgres://u@h/db', DEV_ROUTES: 'false' },
    ])
      expect(() => loadConfig(env)).toThrow(/SMTP_URL: é obrigatório quando DATABASE_URL/);
  });

  it('switches to PostgreSQL and SMTP when their URLs are set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://mail:25' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(config.mail).toEqual({ kind: 'smtp', url: 'smtp://mail:25' });
  });

  it('reports every bad variable on its own line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', BETTER_AUTH_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('BETTER_AUTH_SECRET:'))).toBe(true);
  });

  it('uses the payment and WhatsApp simulators unless the real services are configured', () => {
    expect(loadConfig({})).toMatchObject({
      payments: { kind: 'simulator' },
      whatsapp: { kind: 'simulator' },
    });
    const real = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      EVOLUTION_URL: 'https://evolution.example.com',
      EVOLUTION_API_KEY: 'chave',
    });
    expect(real.payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
    });
    expect(real.whatsapp).toEqual({
      kind: 'evolution',
      url: 'https://evolution.example.com',
      apiKey: 'chave',
    });
  });

  it('refuses half a configuration of a real service, one line each', () => {
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', EVOLUTION_URL: 'https://evo.example.com' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', EVOLUTION_URL: 'https://evo.example.com' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_WEBHOOK_SECRET: é obrigatório quando STRIPE_SECRET_KEY está definido',
        'EVOLUTION_API_KEY: é obrigatório quando EVOLUTION_URL está definido',
      ]);
    }
  });

  it('leaves the model mode unavailable until LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(
      loadConfig({
        LLM_BASE_URL: 'https://api.openai.com/v1/',
        LLM_API_KEY: 'sk-proj-x',
        LLM_MODEL: 'gpt-4.1-mini',
        LLM_TRANSCRIBE_MODEL: 'whisper-1',
      }).llm,
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-proj-x',
      model: 'gpt-4.1-mini',
      transcribeModel: 'whisper-1',
      timeoutMs: 15_000,
    });
  });

  it('takes a local model without a key or a transcription model', () => {
    expect(
      loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'qwen3:8b' }).llm,
    ).toMatchObject({ apiKey: null, transcribeModel: null, model: 'qwen3:8b' });
  });

  it('refuses bad model settings, one pt-BR line each', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ LLM_BASE_URL: 'ftp://modelo', LLM_TIMEOUT_MS: '20 s' })).toEqual([
      'LLM_BASE_URL: deve ser uma URL http:// ou https:// válida',
      'LLM_TIMEOUT_MS: deve ser um número de milissegundos',
    ]);
    expect(problemsOf({ LLM_TIMEOUT_MS: '500' })).toEqual([
      'LLM_TIMEOUT_MS: deve estar entre 1000 e 120000 milissegundos',
    ]);
    expect(problemsOf({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toEqual([
      'LLM_MODEL: é obrigatório quando LLM_BASE_URL está definido',
    ]);
    expect(problemsOf({ LLM_MODEL: 'gpt-4.1-mini', LLM_API_KEY: 'sk-x' })).toEqual([
      'LLM_BASE_URL: é obrigatório quando LLM_MODEL está definido',
    ]);
    expect(problemsOf({ LLM_SIMULATOR: 'sim' })).toEqual(['LLM_SIMULATOR: deve ser true ou false']);
    expect(
      problemsOf({ LLM_SIMULATOR: 'true', LLM_BASE_URL: 'https://api.openai.com/v1' }),
    ).toEqual(['LLM_SIMULATOR: não pode ser true quando LLM_BASE_URL está definido']);
  });

  it('runs the model mode on the simulator with LLM_SIMULATOR=true, with its own time-out', () => {
    expect(loadConfig({ LLM_SIMULATOR: 'true', LLM_TIMEOUT_MS: '5000' }).llm).toEqual({
      kind: 'simulator',
      model: 'simulado',
      transcribeModel: 'simulado-transcricao',
      timeoutMs: 5000,
    });
    expect(loadConfig({ LLM_SIMULATOR: 'false' }).llm).toBeNull();
  });

  it('runs the official WhatsApp API on the simulator in embedded mode, on Meta with its keys, and not at all on real Evolution without them', () => {
    expect(loadConfig({}).meta).toEqual({ kind: 'simulator', apiVersion: 'v23.0' });
    expect(loadConfig({}).whatsappTokenKey).toBeNull();
    expect(
      loadConfig({ EVOLUTION_URL: 'https://evo.example.com', EVOLUTION_API_KEY: 'k' }).meta,
    ).toBeNull();
    const key = Buffer.alloc(32, 7);
    const real = loadConfig({
      META_APP_SECRET: 'segredo-do-app',
      META_VERIFY_TOKEN: 'verifica-123',
      WHATSAPP_TOKEN_KEY: key.toString('base64'),
    });
    expect(real.meta).toEqual({
      kind: 'cloud',
      graphUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
      appSecret: 'segredo-do-app',
      verifyToken: 'verifica-123',
    });
    expect(real.whatsappTokenKey?.equals(key)).toBe(true);
  });

  it('refuses Meta without a token key or verify token, and a key that is not 32 bytes, in pt-BR', () => {
    expect(() => loadConfig({ META_APP_SECRET: 'segredo-do-app' })).toThrow(
      /META_VERIFY_TOKEN: é obrigatório[\s\S]*WHATSAPP_TOKEN_KEY: é obrigatório/,
    );
    expect(() => loadConfig({ META_VERIFY_TOKEN: 'verifica-123' })).toThrow(
      /META_APP_SECRET: é obrigatório quando META_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ WHATSAPP_TOKEN_KEY: 'curta' })).toThrow(
      /WHATSAPP_TOKEN_KEY: deve ter 32 bytes/,
    );
    expect(() => loadConfig({ META_GRAPH_VERSION: '23' })).toThrow(/META_GRAPH_VERSION: deve ser/);
  });

  it('trusts no proxy by default, and reads TRUSTED_PROXIES as addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 2001:db8::/32 ,192.0.2.1' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, balanceador.local' })).toThrow(
      /TRUSTED_PROXIES: "balanceador\.local" não é um IP nem uma faixa CIDR/,
    );
  });
});
