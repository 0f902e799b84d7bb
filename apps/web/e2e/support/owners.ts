import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount, newAccount } from './accounts';
import { test as base, type SignedInAccount } from './fixtures';
import { budget } from './budget';

/**
 * `owner`: the confirmed owner per worker whose instances and records these specs create; the
 * page is signed in as them. The base `account` (which other specs expect to stay without
 * instances) plays "another owner" and "an owner without instances".
 */
export const test = base.extend<{ otherOwner: SignedInAccount }, { owner: SignedInAccount }>({
  owner: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('baseURL is not configured');
      const request = await playwright.request.newContext({ baseURL });
      // Sign-ups are limited per IP and minute; other specs sign up too, so wait out a 429.
      let owner: SignedInAccount | undefined;
      for (let attempt = 0; !owner; attempt += 1) {
        try {
          const created = await createConfirmedAccount(
            request,
            baseURL,
            newAccount(`dono${workerInfo.workerIndex}`),
          );
          owner = { ...created, storageState: await request.storageState() };
        } catch (error) {
          if (attempt >= 6) throw error;
          await new Promise((resolve) => setTimeout(resolve, 10_000));
        }
      }
      await request.dispose();
      await use(owner);
    },
    { scope: 'worker', timeout: budget(90_000) },
  ],
  storageState: async ({ owner }, use) => {
    await use(owner.storageState);
  },
  otherOwner: async ({ account }, use) => {
    await use(account);
  },
});

export { expect } from './fixtures';

/** A second browser context signed in as `account`: "another tab" making changes. */
export async function openOtherContext(
  browser: Browser,
  account: SignedInAccount,
): Promise<BrowserContext> {
  return browser.newContext({
    storageState: account.storageState,
    baseURL: test.info().project.use.baseURL,
  });
}

/** Opens `path` and waits until the live-update stream is connected. */
export async function gotoLive(page: Page, path: string): Promise<void> {
  const realtimeOpened = page.waitForResponse((r) => r.url().endsWith('/api/realtime'));
  await page.goto(path);
  await realtimeOpened;
}
