import { describe, expect, it } from 'vitest';
import { contatoExportFilename, slugify } from './export-filename';

describe('contatoExportFilename (issue 25)', () => {
  it('names the contact and the day, not its id', () => {
    expect(contatoExportFilename('Helena Lgpd', '2026-11-27T15:00:00Z')).toBe(
      'contato-helena-lgpd-2026-11-27.json',
    );
    expect(contatoExportFilename('Maria José da Conceição', '2026-11-27T15:00:00Z')).toBe(
      'contato-maria-jose-da-conceicao-2026-11-27.json',
    );
  });

  it("dates the export in the instance's zone", () => {
    // 01:30 UTC on the 28th is still the 27th in São Paulo.
    expect(contatoExportFilename('Ana', '2026-11-28T01:30:00Z')).toBe(
      'contato-ana-2026-11-27.json',
    );
    expect(contatoExportFilename('Ana', '2026-11-28T01:30:00Z', 'Europe/Lisbon')).toBe(
      'contato-ana-2026-11-28.json',
    );
  });

  it('has a name for a contact without one', () => {
    expect(contatoExportFilename('+55 11 98765-4321', '2026-11-27T15:00:00Z')).toBe(
      'contato-sem-nome-2026-11-27.json',
    );
    expect(contatoExportFilename('🌸', '2026-11-27T15:00:00Z')).toBe(
      'contato-sem-nome-2026-11-27.json',
    );
  });

  it('keeps a long name short and file-safe', () => {
    const slug = slugify('Ana / Beatriz: "Cabelo & Unhas" ' + 'x'.repeat(80));
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
