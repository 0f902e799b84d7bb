import { msg } from '@secretaria/shared/messages';
import { expect, test } from './support/fixtures';

test('the add-instance dialog shows the spec §5 messages and keeps the number digits only', async ({
  page,
}) => {
  let checkoutCalls = 0;
  await page.route('**/api/billing/checkout', (route) => {
    checkoutCalls += 1;
    return route.continue();
  });
  await page.goto('/painel/instancias');
  await page.getByRole('button', { name: 'Adicionar instância' }).click();
  await expect(page).toHaveURL(/newInstance=true/);
  const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
  await expect(dialog.getByRole('combobox', { name: 'País' })).toContainText('Brasil');
  await expect(dialog.getByRole('combobox', { name: 'Fuso horário' })).toContainText('São Paulo');

  await dialog.getByRole('button', { name: 'Continuar para pagamento' }).click();
  await expect(dialog.getByText(msg.instanceCreateNameMin)).toBeVisible();
  await expect(dialog.getByText(msg.phoneNumberRequired)).toBeVisible();
  await expect(dialog.getByText(msg.assistantNameRequired)).toBeVisible();
  await expect(dialog.locator('#new-instance-plan-error')).toHaveText(msg.planRequired);

  const phone = dialog.getByLabel('Número do WhatsApp');
  await phone.pressSequentially('(11) 9 8765-4321');
  await expect(phone).toHaveValue('11987654321');
  await expect(dialog.getByText(msg.phoneNumberRequired)).toHaveCount(0);
  await dialog.getByLabel('Nome/identificação').fill('ab');
  await expect(dialog.getByText(msg.instanceCreateNameMin)).toBeVisible();
  await dialog.getByLabel('Nome/identificação').fill('x'.repeat(51));
  await expect(dialog.getByText(msg.instanceCreateNameMax)).toBeVisible();

  // Keyboard: focus the group, arrows move between plans, the choice clears the message.
  await dialog.getByRole('radio', { name: 'Plano START' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Plano START' })).toBeChecked();
  // Radix moves focus on a timer and checks the newly focused radio only while the arrow key is
  // still down; a person's key press always lasts that long, Playwright's may not under load.
  await page.keyboard.down('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Plano PRO' })).toBeFocused();
  await page.keyboard.up('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Plano PRO' })).toBeChecked();
  await expect(dialog.locator('#new-instance-plan-error')).toHaveCount(0);
  expect(checkoutCalls).toBe(0);
});

test('the dialog scrolls in a 500px area and the country and time-zone lists stop at 300px', async ({
  page,
}) => {
  await page.goto('/painel/instancias?newInstance=true&plan=ultra');
  const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
  await expect(dialog.getByRole('radio', { name: 'Plano ULTRA' })).toBeChecked();
  const area = dialog.getByTestId('add-instance-scroll');
  // Layout heights: the dialog's pop-in animation scales what boundingBox() would measure.
  expect(await area.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(500);

  for (const name of ['País', 'Fuso horário']) {
    await dialog.getByRole('combobox', { name }).click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    const listHeight = await list.evaluate((el) => (el as HTMLElement).offsetHeight);
    expect(listHeight).toBeGreaterThan(100);
    expect(listHeight).toBeLessThanOrEqual(300);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
  }
});

test('closing the dialog drops newInstance and plan from the address', async ({ page }) => {
  await page.goto('/painel/instancias?newInstance=true&plan=pro');
  await page
    .getByRole('dialog', { name: 'Adicionar instância' })
    .getByRole('button', { name: 'Fechar' })
    .click();
  await expect(page).toHaveURL(/\/painel\/instancias$/);
});
