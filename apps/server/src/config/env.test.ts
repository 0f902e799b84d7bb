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
});
