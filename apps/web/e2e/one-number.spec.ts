import { msg } from '@secretaria/shared/messages';
import { submitAddInstanceDialog } from './support/checkout';
import { createInstance, uniquePhone } from './support/instances';
import { expect, test } from './support/owners';

/** One WhatsApp number, one instance (issue 23, docs/decisions/028): told before any payment. */
test.describe('a number another instance already has', () => {
  test('the add-instance dialog says so under the number and never opens the checkout', async ({
    page,
  }) => {
    const phoneNumber = uniquePhone();
    const active = await createInstance(page.request, {
      name: `Unidade Ativa ${phoneNumber.slice(-4)}`,
      phoneNumber,
      status: 'Ativo',
    });
    await page.goto('/painel/instancias?newInstance=true&plan=pro');
    await submitAddInstanceDialog(page, {
      name: 'Segunda unidade',
      phoneNumber,
      assistantName: 'Sofia',
    });
    const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
    const error = msg.instancePhoneOwnTaken(active.name ?? '');
    await expect(dialog.getByText(error)).toBeVisible();
    await expect(dialog.getByLabel('Número do WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/painel\/instancias\?newInstance=true/);
  });

  test('the edit form shows the refusal under the number and keeps the instance as it was', async ({
    page,
  }) => {
    const taken = uniquePhone();
    const first = await createInstance(page.request, {
      name: `Unidade Centro ${taken.slice(-4)}`,
      phoneNumber: taken,
      status: 'Ativo',
    });
    const second = await createInstance(page.request, { name: `Unidade Bairro ${Date.now()}` });
    await page.goto(`/painel/instancias/${second.id}`);
    const phone = page.getByLabel('Número do WhatsApp');
    await phone.fill(taken);
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    // Under the field (the toast repeats it).
    await expect(page.locator('#instance-phone-error')).toHaveText(
      msg.instancePhoneOwnTaken(first.name ?? ''),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(page.getByLabel('Número do WhatsApp')).toHaveValue(second.phone_number ?? '');
  });
});
