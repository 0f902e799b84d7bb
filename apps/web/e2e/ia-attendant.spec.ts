import { expect } from '@playwright/test';
import {
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  daysAfter,
  ownerAndPhoneTest,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { budget } from './support/budget';
import { gotoLive } from './support/owners';

/**
 * Issue 14 in the browser: an instance on 'IA' answers through the model (the embedded model
 * simulator, LLM_SIMULATOR=true in playwright.config.ts), and a customer's voice note is
 * transcribed, answered and shown to the owner in Conversas as a labelled transcript.
 */
const test = ownerAndPhoneTest('ia');
/** What the embedded model simulator answers and transcribes when nothing is scripted. */
const DEFAULT_SIMULATED_REPLY =
  'Olá! Sou o modelo simulado da Secretária IA. Configure LLM_BASE_URL e LLM_MODEL para conversar com um modelo de verdade.';
const DEFAULT_SIMULATED_TRANSCRIPT = 'Olá, eu gostaria de marcar um horário.';
test.describe.configure({ timeout: budget(120_000) });
const REPLY_TIMEOUT = budget(30_000);

test("a voice note to an instance on 'IA' is transcribed, answered by the model and shown in Conversas", async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  const switched = await page.request.patch(`/api/instances/${business.instanceId}/ia`, {
    data: { attendant_mode: 'ia' },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Vera Voz' };

  await test.step("the customer taps 'Enviar áudio' and the model answers", async () => {
    await phone.getByLabel('Seu número').fill(customer.number);
    await phone.getByLabel('Seu nome').fill(customer.name);
    await phone.getByRole('button', { name: 'Enviar áudio' }).click();
    await expect(phone.getByText(/Mensagem de voz/).last()).toBeVisible();
    await expect(conversation(phone).fromBusiness.last()).toHaveText(DEFAULT_SIMULATED_REPLY, {
      timeout: REPLY_TIMEOUT,
    });
  });

  const conversa = page.getByRole('region', { name: customer.name });
  const log = conversa.getByRole('log', { name: 'Mensagens' });
  for (const screen of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`Conversas shows the transcript, labelled, at ${screen.width} px`, async () => {
      await page.setViewportSize(screen);
      await gotoLive(page, `/painel/conversas?instancia=${business.instanceId}`);
      await page
        .getByRole('list', { name: 'Lista de conversas' })
        .getByRole('listitem')
        .filter({ hasText: customer.name })
        .getByRole('link')
        .click();
      const voice = log.locator('[data-autor="cliente"]').first();
      await expect(voice).toContainText('🎤 Áudio · transcrição');
      await expect(voice).toContainText(DEFAULT_SIMULATED_TRANSCRIPT);
      await expect(log.locator('[data-autor="atendente"]').last()).toContainText(
        DEFAULT_SIMULATED_REPLY,
      );
      await page.screenshot({ path: test.info().outputPath(`ia-voice-${screen.width}.png`) });
    });
  }

  await test.step("the settings count the month's model calls and the transcription", async () => {
    const res = await page.request.get(`/api/instances/${business.instanceId}/ia`);
    const settings = (await res.json()) as { usage: { calls: number; transcriptions: number } };
    expect(settings.usage.calls).toBeGreaterThan(0);
    expect(settings.usage.transcriptions).toBe(1);
  });
});
