import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_AVISO_TEXTS } from '@secretaria/shared/aviso-templates';
import type { LembreteSettings } from '@secretaria/shared/lembrete-settings-schemas';
import { lembreteSettingsUi as ui, msg } from '@secretaria/shared/messages';
import {
  renderWithQueries,
  stubSettingsServer,
  setUpSettingsTests,
} from '../test/settings-test-kit';
import { insertVariable } from './aviso-text-field';
import { LembreteSettingsSection } from './lembrete-settings-section';
import { offsetToAdd } from './lembrete-offsets-editor';

const stored: LembreteSettings = {
  reminders_enabled: true,
  reminder_offsets_minutes: [1440, 120],
  proactive_window_start: '08:00',
  proactive_window_end: '20:00',
  reminder_text: null,
  booking_confirmation_text: 'Marcado, {nome}!',
  cancel_notice_text: null,
  reschedule_notice_text: null,
  booking_confirmation_enabled: true,
  change_notices_enabled: true,
  owner_whatsapp_notices: true,
};
const PATH = '/api/instances/i1/lembretes';

const stubServer = () => stubSettingsServer(PATH, stored).patches;

const renderSection = () =>
  renderWithQueries(<LembreteSettingsSection instanceId="i1" timeZone="America/Sao_Paulo" />);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const chips = () =>
  within(screen.getByRole('list', { name: ui.offsetsListLabel }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const save = () => fireEvent.click(screen.getByRole('button', { name: ui.save }));

describe("'Lembretes e avisos'", () => {
  setUpSettingsTests();

  it('shows the stored settings, a null text as the default one, with its preview', async () => {
    stubServer();
    renderSection();
    expect(screen.getByText(ui.loading)).toBeTruthy();
    expect(await screen.findByRole('form', { name: ui.title })).toBeTruthy();
    expect(chips()).toEqual([ui.offsetLabel(1440), ui.offsetLabel(120)]);
    expect(chips()).toEqual(['24 horas antes', '2 horas antes']);
    expect(field(ui.windowStart).value).toBe('08:00');
    expect(field(ui.windowEnd).value).toBe('20:00');
    expect(field(ui.reminderText).value).toBe(DEFAULT_AVISO_TEXTS.reminder_text);
    expect(field(ui.bookingConfirmationText).value).toBe('Marcado, {nome}!');
    expect(screen.getByText(/Olá, Maria! Lembrete do seu horário de Corte de cabelo/)).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: ui.ownerWhatsappNotices }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('adds and removes offsets, refusing a repeat or one out of range', async () => {
    stubServer();
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    const amount = field(ui.offsetAmount);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(await screen.findByText(msg.lembreteOffsetsDuplicate)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: ui.addOffset }));
    expect(await screen.findByText(msg.lembreteOffsetRange)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: ui.addOffset }));
    expect(chips()).toEqual(['24 horas antes', '3 horas antes', '2 horas antes']);
    fireEvent.click(screen.getByRole('button', { name: ui.removeOffset('24 horas antes') }));
    expect(chips()).toEqual(['3 horas antes', '2 horas antes']);
  });

  it('inserts a variable at the cursor and restores the default text', async () => {
    stubServer();
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    const text = field(ui.bookingConfirmationText) as unknown as HTMLTextAreaElement;
    fireEvent.focus(text);
    text.setSelectionRange(8, 8);
    const group = screen.getByRole('group', {
      name: `${ui.variablesLabel} ${ui.bookingConfirmationText}`,
    });
    fireEvent.click(
      within(group).getByRole('button', {
        name: ui.insertVariable('hora', ui.variableMeanings.hora),
      }),
    );
    expect(text.value).toBe('Marcado,{hora} {nome}!');
    const restore = screen.getByRole('button', {
      name: ui.restoreDefaultOf(ui.bookingConfirmationText),
    });
    expect(
      screen
        .getByRole('button', { name: ui.restoreDefaultOf(ui.reminderText) })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(restore);
    expect(text.value).toBe(DEFAULT_AVISO_TEXTS.booking_confirmation_text);
  });

  it('refuses an unknown variable and a window out of order, and sends nothing', async () => {
    const patches = stubServer();
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    fireEvent.change(field(ui.reminderText), { target: { value: 'Oi {nmoe}, até {hora}.' } });
    fireEvent.change(field(ui.windowEnd), { target: { value: '0700' } });
    save();
    expect(
      await screen.findByText(
        'Variável desconhecida: {nmoe}. Use {nome}, {servico}, {profissional}, {data}, {hora}, {local} ou {endereco}.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(msg.janelaDeEnvioOrder)).toBeTruthy();
    expect(field(ui.reminderText).getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
  });

  it("saves every field, a default text as none, and says 'Lembretes e avisos salvos'", async () => {
    const patches = stubServer();
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    fireEvent.change(field(ui.offsetAmount), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: ui.addOffset }));
    // The unit stays 'horas': 30 h.
    fireEvent.change(field(ui.windowStart), { target: { value: '0730' } });
    fireEvent.change(field(ui.cancelNoticeText), { target: { value: '  Cancelado: {data}.  ' } });
    fireEvent.click(screen.getByRole('switch', { name: ui.changeNoticesEnabled }));
    save();
    expect(await screen.findByText(msg.lembreteSettingsSaved)).toBeTruthy();
    expect(patches).toEqual([
      {
        ...stored,
        reminder_offsets_minutes: [1800, 1440, 120],
        proactive_window_start: '07:30',
        cancel_notice_text: 'Cancelado: {data}.',
        change_notices_enabled: false,
      },
    ]);
  });

  it('offers to try again when the settings cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'INTERNAL', message: msg.unexpected } }, { status: 500 }),
      ),
    );
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(msg.lembreteSettingsLoadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('the offsets and variables helpers', () => {
  it('turns an amount and unit into minutes, or the reason it is refused', () => {
    expect(offsetToAdd([], '30', 'minutos')).toEqual({ minutes: 30 });
    expect(offsetToAdd([], '7', 'dias')).toEqual({ minutes: 10_080 });
    expect(offsetToAdd([], '8', 'dias')).toEqual({ error: msg.lembreteOffsetRange });
    expect(offsetToAdd([], '5', 'minutos')).toEqual({ error: msg.lembreteOffsetRange });
    expect(offsetToAdd([], '1,5', 'horas')).toEqual({ error: ui.offsetAmountInvalid });
    expect(offsetToAdd([], '0', 'horas')).toEqual({ error: ui.offsetAmountInvalid });
    expect(offsetToAdd([60], '1', 'horas')).toEqual({ error: msg.lembreteOffsetsDuplicate });
    expect(offsetToAdd([10, 20, 30, 40, 50], '1', 'horas')).toEqual({ error: ui.offsetsFull(5) });
  });

  it('puts a variable in place of the selection, or at the end', () => {
    expect(insertVariable('Oi !', 'nome', 3)).toEqual({ text: 'Oi {nome}!', cursor: 9 });
    expect(insertVariable('Oi XX!', 'nome', 3, 5)).toEqual({ text: 'Oi {nome}!', cursor: 9 });
    expect(insertVariable('Oi', 'hora')).toEqual({ text: 'Oi{hora}', cursor: 8 });
    expect(ui.offsetLabel(90)).toBe('1 h 30 min antes');
    expect(ui.offsetLabel(30)).toBe('30 minutos antes');
    expect(ui.offsetLabel(60)).toBe('1 hora antes');
  });
});
