import type { Page } from '@playwright/test';

/** Holds the matching API call until `release()`, so the loading state can be seen. */
export async function holdRequest(page: Page, pathPart: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pathPart}`, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
