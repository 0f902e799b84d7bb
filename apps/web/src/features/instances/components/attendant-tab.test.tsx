import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttendantSettings } from '@secretaria/shared/attendant-settings-schemas';
import { attendantSettingsUi as ui, msg } from '@secretaria/shared/messages';
import {
  renderWithQueries,
  stubSettingsServer,
  setUpSettingsTests,
} from '../test/settings-test-kit';
import { AttendantTab } from './attendant-tab';

const stored: AttendantSettings = {
  attendant_enabled: true,
  assistant_name: 'Sofia',
  greeting: null,
  knowledge_base: 'Aceitamos Pix.',
  min_notice_minutes: 60,
  booking_horizon_days: 60,
  slot_step_minutes: 15,
  owner_pause_minutes: 120,
  allow_booking: true,
  allow_reschedule: true,
  allow_cancel: true,
  cancel_notice_hours: 0,
};
const PATH = '/api/instances/i1/attendant-settings';

const stubServer = (patchAnswer?: (body: Record<string, unknown>) => Response) =>
  stubSettingsServer(PATH, stored, { reply: patchAnswer }).patches;

const renderTab = () =>
  renderWithQueries(
    <AttendantTab instanceId="i1">
      <section aria-label="Testar atendente">segunda seção</section>
    </AttendantTab>,
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The message under a field: the element its aria-describedby points at. */
const messageOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const save = () => fireEvent.click(screen.getByRole('button', { name: ui.save }));

describe("the 'Atendente' tab", () => {
  setUpSettingsTests();

  it('shows the stored settings, then the section placed below them', async () => {
    stubServer();
    renderTab();
    expect(screen.getByText(ui.loading, { selector: 'span' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Sofia')).toBeTruthy();
    expect(field(ui.knowledgeBase).value).toBe('Aceitamos Pix.');
    expect(field(ui.slotStep).value).toBe('15');
    expect(field(ui.cancelNotice).value).toBe('0');
    expect(screen.getByRole('switch', { name: ui.enabled }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: ui.allowCancel }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The knowledge base says what to put there.
    expect(messageOf(ui.knowledgeBase)).toMatch(/estacionamento, formas de pagamento/);
    const form = screen.getByRole('form', { name: ui.title });
    const below = screen.getByRole('region', { name: 'Testar atendente' });
    expect(form.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the contract messages in pt-BR under their fields and sends nothing', async () => {
    const patches = stubServer();
    renderTab();
    await screen.findByDisplayValue('Sofia');
    fireEvent.change(field(ui.assistantName), { target: { value: 'S' } });
    fireEvent.change(field(ui.slotStep), { target: { value: '0' } });
    fireEvent.change(field(ui.cancelNotice), { target: { value: '' } });
    fireEvent.change(field(ui.greeting), { target: { value: 'x'.repeat(501) } });
    save();
    await waitFor(() =>
      expect(messageOf(ui.slotStep)).toContain(msg.attendantSettingRange(5, 240)),
    );
    expect(messageOf(ui.assistantName)).toContain(msg.assistantNameMin);
    expect(messageOf(ui.cancelNotice)).toContain(msg.attendantSettingRange(0, 720));
    expect(messageOf(ui.greeting)).toContain(msg.greetingTooLong(500));
    expect(field(ui.slotStep).getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
  });

  it("saves every field and says 'Configurações salvas'", async () => {
    const patches = stubServer();
    renderTab();
    await screen.findByDisplayValue('Sofia');
    fireEvent.change(field(ui.greeting), { target: { value: '  Oi! Aqui é a Sofia.  ' } });
    fireEvent.change(field(ui.cancelNotice), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('switch', { name: ui.allowReschedule }));
    fireEvent.click(screen.getByRole('switch', { name: ui.enabled }));
    save();
    expect(await screen.findByText(msg.settingsSaved)).toBeTruthy();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toEqual({
      ...stored,
      attendant_enabled: false,
      greeting: 'Oi! Aqui é a Sofia.',
      allow_reschedule: false,
      cancel_notice_hours: 24,
    });
    expect(
      screen.getByRole('switch', { name: ui.allowReschedule }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it("puts the server's field message under its field, without a toast", async () => {
    stubServer(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: msg.attendantSettingRange(1, 365),
            fields: { booking_horizon_days: msg.attendantSettingRange(1, 365) },
          },
        },
        { status: 400 },
      ),
    );
    renderTab();
    await screen.findByDisplayValue('Sofia');
    save();
    await waitFor(() => expect(messageOf(ui.horizon)).toContain(msg.attendantSettingRange(1, 365)));
    expect(screen.queryByText(msg.settingsSaveError)).toBeNull();
    expect(screen.queryByText(msg.settingsSaved)).toBeNull();
  });

  it('offers to try again when the settings cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'INTERNAL', message: msg.unexpected } }, { status: 500 }),
      ),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(msg.settingsLoadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
