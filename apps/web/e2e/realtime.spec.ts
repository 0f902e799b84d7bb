import { expect, test } from './support/fixtures';

test('a profile change made elsewhere appears on an open page without reloading', async ({
  browser,
  account,
  page,
}) => {
  const realtimeOpened = page.waitForResponse((r) => r.url().endsWith('/api/realtime'));
  await page.goto('/painel/perfil');
  await realtimeOpened;
  const nome = page.getByLabel('Nome', { exact: true });
  await expect(nome).not.toHaveValue('');

  const other = await browser.newContext({
    storageState: account.storageState,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const newName = `Nome ao vivo ${Date.now()}`;
    const response = await other.request.patch('/api/profile', {
      data: { nome: newName, phone: '21987654321' },
    });
    expect(response.ok()).toBe(true);
    // Stored and returned in E.164; the form shows its national digits masked.
    expect((await response.json()).phone).toBe('+5521987654321');

    await expect(nome).toHaveValue(newName);
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(21) 98765-4321');
  } finally {
    await other.close();
  }
});
