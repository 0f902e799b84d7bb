import type { ReactNode } from 'react';
import { whatsappSegments } from '@secretaria/shared/whatsapp-format';

/**
 * A WhatsApp message's text as WhatsApp shows it: *negrito*, _itálico_, ~tachado~ and
 * ```monoespaçado``` as elements (read by the shared whatsapp-format), never as HTML.
 */
export function WhatsappText({ text }: { text: string }) {
  return (
    <>
      {whatsappSegments(text).map((segment, i) => {
        let node: ReactNode = segment.text;
        if (segment.mono) node = <code className="font-mono text-[0.95em]">{node}</code>;
        if (segment.strike) node = <s>{node}</s>;
        if (segment.italic) node = <em>{node}</em>;
        if (segment.bold) node = <strong>{node}</strong>;
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}
