import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lgpdUi as ui, msg } from '@secretaria/shared/messages';
import {
  renderWithQueries,
  stubSettingsServer,
  setUpSettingsTests,
} from '../test/settings-test-kit';
import { RetencaoSettingsSection } from './retencao-settings-section';

const PATH = '/api/instances/i1/retencao';

const stubServer = (initial: number | null = 12) =>
  stubSettingsServer(PATH, { retencao_meses: initial }).patches;
const renderSection = () => renderWithQueries(<RetencaoSettingsSection instanceId="i1" />);

const picker = () => screen.getByRole('combobox', { name: ui.retentionLabel });
const saveButton = () =>
  screen.getByRole('button', { name: ui.retentionSave }) as HTMLButtonElement;

beforeEach(() => {
  // jsdom lacks what Radix's select uses to keep the chosen item in view.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});
setUpSettingsTests();

describe('RetencaoSettingsSection', () => {
  it('shows the stored period in the app’s select, with saving off until it changes', async () => {
    stubServer(24);
    renderSection();
    expect(await screen.findByRole('combobox', { name: ui.retentionLabel })).toBeTruthy();
    expect(picker().textContent).toBe(ui.retentionMonths(24));
    expect(saveButton().disabled).toBe(true);
  });

  it('is chosen with the keyboard and saves “Nunca apagar” as no period', async () => {
    const patches = stubServer(12);
    renderSection();
    await screen.findByRole('combobox', { name: ui.retentionLabel });
    expect(picker().textContent).toBe(ui.retentionMonths(12));

    picker().focus();
    fireEvent.keyDown(picker(), { key: 'ArrowDown' });
    const never = await screen.findByRole('option', { name: ui.retentionNever });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '3 meses',
      '6 meses',
      '12 meses',
      '24 meses',
      '36 meses',
      '60 meses',
      ui.retentionNever,
    ]);
    fireEvent.keyDown(never, { key: 'Enter' });
    await waitFor(() => expect(picker().textContent).toBe(ui.retentionNever));

    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(await screen.findByText(ui.retentionSaved)).toBeTruthy();
    expect(patches).toEqual([{ retencao_meses: null }]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('says why the period could not be read and offers a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'INTERNAL', message: msg.unexpected } }, { status: 500 }),
      ),
    );
    renderSection();
    expect(await screen.findByText(msg.settingsLoadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: msg.retry })).toBeTruthy();
  });
});
