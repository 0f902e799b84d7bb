import { z } from 'zod';

const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{10,15}$/, 'Informe o número com DDI e DDD, apenas dígitos (ex.: 5511999990000).');

export const ScanRequestSchema = z.object({
  code: z.string().optional(),
  number: z.union([phoneDigits, z.literal('').transform(() => undefined)]).optional(),
  profileName: z.string().trim().min(1).max(60).optional(),
});

export const CustomerMessageRequestSchema = z.object({
  from: phoneDigits,
  name: z.string().trim().min(1, 'Informe seu nome.').max(60, 'Nome muito longo.'),
  text: z.string().trim().min(1, 'Escreva uma mensagem.').max(4096, 'Mensagem muito longa.'),
  /** Deliver with a `@lid` remoteJid (and the phone JID in remoteJidAlt), as Baileys 7 may. */
  lid: z.boolean().optional(),
});

/** 'Enviar áudio': the customer sends the shipped voice note (a form post may carry `text`). */
export const CustomerVoiceNoteRequestSchema = CustomerMessageRequestSchema.pick({
  from: true,
  name: true,
  lid: true,
});
