import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export type Account = { nome: string; email: string; password: string };

type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  link: string | null;
  created_at: string;
};

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@exemplo.com`;
}

export function newAccount(prefix?: string): Account {
  return { nome: 'Ana Teste', email: uniqueEmail(prefix), password: 'segredo123' };
}

/** better-auth refuses cookie-carrying POSTs without a matching Origin (CSRF protection). */
export function originHeaders(baseURL: string): Record<string, string> {
  return { Origin: new URL(baseURL).origin };
}

/** The newest e-mail sent to this address whose link matches, waiting for it to arrive. */
export async function waitForEmailLink(
  request: APIRequestContext,
  to: string,
  linkIncludes = 'verify-email',
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return null;
        const emails = (await response.json()) as OutboxEmail[];
        const match = emails.find((e) => e.to === to && e.link?.includes(linkIncludes));
        link = match?.link ?? null;
        return link;
      },
      { message: `e-mail com link para ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  if (!link) throw new Error(`no link e-mailed to ${to}`);
  return link;
}

export async function signUp(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: originHeaders(baseURL),
    data: {
      name: account.nome,
      email: account.email,
      password: account.password,
      callbackURL: '/auth?verified=1',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signIn(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: originHeaders(baseURL),
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Registers, confirms through the outbox link and signs in, all over HTTP. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  account: Account = newAccount(),
): Promise<Account> {
  await signUp(request, baseURL, account);
  const link = await waitForEmailLink(request, account.email);
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status(), 'confirmation link redirects').toBe(302);
  await signIn(request, baseURL, account);
  return account;
}
