import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IaSettings } from '@secretaria/shared/ia-settings-schemas';
import { iaSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { iaSettingsKeys } from '../api/ia-settings';
import {
  renderWithQueries,
  stubSettingsServer,
  setUpSettingsTests,
} from '../test/settings-test-kit';
import { capPercent, usageMonthLabel } from './ai-usage-panel';
import { IaSettingsSection } from './ia-settings-section';

const PATH = '/api/instances/i1/ia';
const stored: IaSettings = {
  attendant_mode: 'regras',
  ai_instructions: null,
  modelConfigured: true,
  activeMode: 'regras',
  activeModeReason: null,
  usage: {
    month: '2026-03',
    calls: 1250,
    tokens_in: 480_000,
    tokens_out: 36_500,
    transcriptions: 12,
    audio_seconds: 340,
    fallbacks: 3,
  },
  monthlyCallCap: 5000,
};

type Reply = (body: Record<string, unknown>) => Response | undefined;
/** A change made elsewhere (another tab) to the stored settings. */
let storeElsewhere: (change: Partial<IaSettings>) => void = () => {};

/** GET answers the stored settings; PATCH merges the body unless `reply` answers. */
function stubServer(initial: Partial<IaSettings> = {}, reply?: Reply) {
  const server = stubSettingsServer<IaSettings>(
    PATH,
    { ...stored, ...initial },
    {
      reply,
      merge: (current, body) =>
        ({ ...current, ...body, activeMode: body.attendant_mode }) as IaSettings,
    },
  );
  storeElsewhere = server.storeElsewhere;
  return server.patches;
}

const renderSection = () => renderWithQueries(<IaSettingsSection instanceId="i1" />);

const radio = (name: string) => screen.getByRole('radio', { name });
const isChecked = (name: string) => radio(name).getAttribute('aria-checked') === 'true';
const save = () => fireEvent.click(screen.getByRole('button', { name: ui.save }));

describe("'Modo de atendimento'", () => {
  setUpSettingsTests();

  it('shows the stored mode and the month’s usage against the plan’s cap', async () => {
    stubServer();
    renderSection();
    expect(screen.getByText(ui.loading)).toBeTruthy();
    await screen.findByRole('form', { name: ui.title });
    expect(screen.getByRole('radiogroup', { name: ui.modeLabel })).toBeTruthy();
    expect(isChecked(ui.regras)).toBe(true);
    expect(isChecked(ui.ia)).toBe(false);
    expect(radio(ui.ia).hasAttribute('disabled')).toBe(false);
    const usage = screen.getByRole('region', { name: ui.usageTitle });
    expect(within(usage).getByText(ui.usageMonth('março de 2026'))).toBeTruthy();
    const row = (label: string) => within(usage).getByText(label).nextElementSibling?.textContent;
    expect(row(ui.usageCalls)).toBe('1.250');
    expect(row(ui.usageTokensIn)).toBe('480.000');
    expect(row(ui.usageTokensOut)).toBe('36.500');
    expect(row(ui.usageTranscriptions)).toBe('12');
    expect(row(ui.usageFallbacks)).toBe('3');
    expect(within(usage).getByText('1.250 de 5.000 chamadas')).toBeTruthy();
    const bar = within(usage).getByRole('progressbar', { name: ui.usageProgressLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe('1250');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it("disables 'IA' with the reason when the server has no model, and the arrows skip it", async () => {
    stubServer({ modelConfigured: false });
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    const ia = radio(ui.ia);
    expect(ia.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(ui.iaUnavailable)).toBeTruthy();
    expect(ia.getAttribute('aria-describedby')).toContain('ia-mode-ia-unavailable');
    radio(ui.regras).focus();
    fireEvent.keyDown(radio(ui.regras), { key: 'ArrowDown' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isChecked(ui.regras)).toBe(true);
    expect(isChecked(ui.ia)).toBe(false);
  });

  it('moves and selects with the arrow keys, and neither a refetch nor the save undoes it', async () => {
    const patches = stubServer();
    const queryClient = renderSection();
    await screen.findByRole('form', { name: ui.title });
    radio(ui.regras).focus();
    fireEvent.keyDown(radio(ui.regras), { key: 'ArrowDown' });
    await waitFor(() => expect(isChecked(ui.ia)).toBe(true));
    expect(document.activeElement).toBe(radio(ui.ia));
    fireEvent.keyUp(radio(ui.ia), { key: 'ArrowDown' });
    // The settings change elsewhere and come again live: the owner's unsaved choice stays.
    storeElsewhere({ usage: { ...stored.usage, calls: 1300 } });
    await queryClient.invalidateQueries({ queryKey: iaSettingsKeys.all });
    expect(await screen.findByText('1.300 de 5.000 chamadas')).toBeTruthy();
    expect(isChecked(ui.ia)).toBe(true);
    fireEvent.change(screen.getByLabelText(ui.instructions), {
      target: { value: '  Seja breve.  ' },
    });
    save();
    expect(await screen.findByText(msg.iaSettingsSaved)).toBeTruthy();
    expect(patches).toEqual([{ attendant_mode: 'ia', ai_instructions: 'Seja breve.' }]);
    expect(isChecked(ui.ia)).toBe(true);
    expect((screen.getByLabelText(ui.instructions) as HTMLTextAreaElement).value).toBe(
      'Seja breve.',
    );
    fireEvent.keyDown(radio(ui.ia), { key: 'ArrowUp' });
    await waitFor(() => expect(isChecked(ui.regras)).toBe(true));
  });

  it("puts the server's refusal under the choice, in pt-BR", async () => {
    const patches = stubServer({}, () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: msg.attendantModeNoModel,
            fields: { attendant_mode: msg.attendantModeNoModel },
          },
        },
        { status: 400 },
      ),
    );
    renderSection();
    await screen.findByRole('form', { name: ui.title });
    fireEvent.click(radio(ui.ia));
    save();
    expect(await screen.findByText(msg.attendantModeNoModel)).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: ui.modeLabel }).getAttribute('aria-describedby'),
    ).toBe('ia-mode-error');
    expect(patches).toHaveLength(1);
  });

  it("says the rules answer while the plan's cap is reached, with a full bar", async () => {
    stubServer({
      attendant_mode: 'ia',
      activeMode: 'regras',
      activeModeReason: 'limite-do-plano',
      usage: { ...stored.usage, calls: 5000 },
    });
    renderSection();
    expect(await screen.findByText(ui.activeRegrasByCap)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: ui.usageProgressLabel });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('says there is no cap when the plan has none', async () => {
    stubServer({ monthlyCallCap: null });
    renderSection();
    expect(await screen.findByText(ui.usageNoCap)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
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
    expect(within(alert).getByText(msg.iaSettingsLoadError)).toBeTruthy();
  });
});

describe('the usage helpers', () => {
  it('names the month in pt-BR and caps the bar at 100 %', () => {
    expect(usageMonthLabel('2026-03')).toBe('março de 2026');
    expect(usageMonthLabel('2025-12')).toBe('dezembro de 2025');
    expect(capPercent(0, 5000)).toBe(0);
    expect(capPercent(2500, 5000)).toBe(50);
    expect(capPercent(7000, 5000)).toBe(100);
  });
});
