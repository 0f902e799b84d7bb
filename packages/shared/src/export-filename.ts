import { todayIn } from './zoned-time';

/**
 * A name as a file name's part: accents folded, lower case, words joined by '-', at most
 * `max` characters, never cut inside a word's dash ('Maria José da Silva' → 'maria-jose-da-silva').
 */
export function slugify(text: string, max = 40): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * The file a contact's LGPD export is saved as (issue 25: was 'contato-<uuid>.json'):
 * 'contato-maria-souza-2026-11-27.json', the day of the export in the instance's zone; a contact
 * without a usable name (erased, a number, an emoji) is 'contato-sem-nome-…'.
 */
export function contatoExportFilename(
  nome: string,
  exportedAt: Date | string,
  timeZone = 'America/Sao_Paulo',
): string {
  const slug = /\p{L}/u.test(nome) ? slugify(nome) : '';
  const day = todayIn(timeZone, new Date(exportedAt));
  return `contato-${slug || 'sem-nome'}-${day}.json`;
}
