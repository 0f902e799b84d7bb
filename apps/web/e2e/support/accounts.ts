import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { budget } from './budget';

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
      { message: `e-mail com link para ${to}`, timeout: budget(15_000) },
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

/** Fills the 'Cadastrar' form of /auth with the account, e-mail and password confirmed. */
export async function fillRegisterForm(page: Page, account: Account): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Cadastrar' });
  await form.getByLabel('Nome', { exact: true }).fill(account.nome);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Confirmar Email', { exact: true }).fill(account.email);
  await form.getByLabel('Senha', { exact: true }).fill(account.password);
  await form.getByLabel('Confirmar Senha', { exact: true }).fill(account.password);
  return form;
}

/** Fills the 'Entrar' form of /auth. */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  return form;
}

/** Fills and sends the 'Entrar' form of /auth. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = await fillLoginForm(page, email, password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}
