import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The panel's screens read their pt-BR texts from the one messages module
 * (packages/shared/src/messages.ts): no sentence written inside these components' JSX.
 */
const SCREENS = [
  'features/billing',
  'features/instances',
  'features/whatsapp',
  'features/profile',
  'features/notificacoes',
  'components/ui',
  'app/routes/panel/instances.tsx',
  'app/routes/panel/instance-detail.tsx',
  'features/auth/components/auth-screen.tsx',
  'features/auth/components/login-form.tsx',
  'features/auth/components/register-form.tsx',
  'features/auth/components/forgot-password-dialog.tsx',
  'features/auth/components/change-password-form.tsx',
  'features/auth/components/reset-password-form.tsx',
];

function filesUnder(relative: string): string[] {
  const full = path.resolve(import.meta.dirname, relative);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
}

/** A text attribute or a JSX text line holding words (a letter, then more letters). */
const ATTRIBUTE =
  /\b(?:title|label|description|placeholder|aria-label|alt|confirmLabel|pendingLabel)="[^"]*\p{Ll}{2}[^"]*"/u;
const TEXT_LINE =
  /^\s*(?:\p{Lu}[\p{L}\s,.!?:…()/-]*|\p{L}+\s[\p{L}\s,.!?:…()/-]*)\p{Ll}[.!?:…)]?\s*$/u;
const TEXT_BETWEEN_TAGS = />\s*\p{Lu}\p{Ll}+(?:\s+\p{L}+)+[.!?…]*\s*</u;
/** A sentence cut by an element ('… do número{' '}<span>'), or written in a template attribute. */
const TEXT_BEFORE_ELEMENT = /^\s*\p{Lu}[\p{L}\s,.!?:…()/-]*\p{Ll}\s*\{' '\}\s*$/u;
const TEMPLATE_ATTRIBUTE =
  /\b(?:title|label|description|placeholder|aria-label|alt|confirmLabel|cancelLabel|pendingLabel)=\{`[^`]*\p{Ll}{2}\s\p{Ll}{2}[^`]*`\}/u;

export function writtenTexts(source: string): string[] {
  const found: string[] = [];
  let isInJsx = false;
  for (const line of source.split('\n')) {
    if (/^\s*return \(/.test(line)) isInJsx = true;
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) continue;
    if (
      ATTRIBUTE.test(line) ||
      TEXT_BETWEEN_TAGS.test(line) ||
      TEXT_BEFORE_ELEMENT.test(line) ||
      TEMPLATE_ATTRIBUTE.test(line)
    )
      found.push(trimmed);
    else if (isInJsx && TEXT_LINE.test(line) && !/^(return|const|let|type)\b/.test(trimmed))
      found.push(trimmed);
  }
  return found;
}

describe('screen texts', () => {
  it('finds a sentence written in JSX (the check can fail)', () => {
    const sample = [
      '  return (',
      '    <p className="x">',
      '      Aguardando a leitura',
      '    </p>',
    ];
    expect(writtenTexts(sample.join('\n'))).toEqual(['Aguardando a leitura']);
    expect(writtenTexts('<Button title="Gerar QR Code" />')).toHaveLength(1);
    expect(writtenTexts('<p>{msg.qrWaiting}</p>')).toEqual([]);
    expect(writtenTexts("  Gere o QR Code e leia-o no WhatsApp do número{' '}")).toHaveLength(1);
    expect(writtenTexts('description={`Deixará de atender pelo número ${phone}.`}')).toHaveLength(
      1,
    );
    expect(writtenTexts("  {msg.qrInstructionsBefore}{' '}")).toEqual([]);
    expect(writtenTexts('description={`${msg.x} ${phone}`}')).toEqual([]);
  });

  it.each(SCREENS)('%s reads its texts from the messages module', (relative) => {
    const written = filesUnder(relative).flatMap((file) =>
      writtenTexts(readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(import.meta.dirname, file)}: ${text}`,
      ),
    );
    expect(written).toEqual([]);
  });
});
