import { expect, type Page } from '@playwright/test';

export type InstanceFormValues = { name: string; phoneNumber: string; assistantName: string };

/** Fills the add-instance dialog (country and time zone keep their defaults) and continues. */
export async function submitAddInstanceDialog(page: Page, values: InstanceFormValues) {
  const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'País' })).toContainText('Brasil');
  await dialog.getByLabel('Nome/identificação').fill(values.name);
  await dialog.getByLabel('Número do WhatsApp').fill(values.phoneNumber);
  await dialog.getByLabel('Nome do atendente').fill(values.assistantName);
  await dialog.getByRole('button', { name: 'Continuar para pagamento' }).click();
}

/** The simulator's hosted checkout page: card number, name, 'Assinar'. */
export async function payOnCheckoutPage(page: Page, cardNumber: string) {
  await expect(page.getByRole('heading', { name: 'Pagar com cartão' })).toBeVisible();
  await page.getByLabel('Número do cartão').fill(cardNumber);
  await page.getByLabel('Nome no cartão').fill('Ana Teste');
  await page.getByRole('button', { name: 'Assinar' }).click();
}
