import { z } from 'zod';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

export const ContatoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  telefone: z.string(),
  whatsapp_instance_id: z.string(),
  updated_at: z.string(),
});
export type Contato = z.infer<typeof ContatoSchema>;

/**
 * Spec §5 Contact: name and phone required; phone digits only, at most 11. The display mask has
 * only 10- and 11-digit forms and WhatsApp needs the area code, so fewer than 10 is refused
 * (docs/decisions/004).
 */
export const ContatoRequestSchema = z.strictObject({
  nome: z
    .string({ error: msg.nomeRequired })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, msg.nomeRequired)
    .max(100, msg.textTooLong),
  telefone: z
    .string({ error: msg.contactPhoneRequired })
    .min(1, msg.contactPhoneRequired)
    .regex(/^\d*$/, msg.digitsOnly)
    .max(11, msg.contactPhoneMax)
    .min(10, msg.contactPhoneMin),
});
export type ContatoRequest = z.infer<typeof ContatoRequestSchema>;
