import { test as base, type APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, newAccount, type Account } from './accounts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
export type SignedInAccount = Account & { storageState: StorageState };

/**
 * `account`: one confirmed user per worker, signed in once; tests get a page that already
 * carries its session cookie (keeps us far below the server's per-IP sign-up limits).
 */
export const test = base.extend<object, { account: SignedInAccount }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('baseURL is not configured');
      const request = await playwright.request.newContext({ baseURL });
      const account = await createConfirmedAccount(
        request,
        baseURL,
        newAccount(`w${workerInfo.workerIndex}`),
      );
      const storageState = await request.storageState();
      await request.dispose();
      await use({ ...account, storageState });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account }, use) => {
    await use(account.storageState);
  },
});

export { expect } from '@playwright/test';
