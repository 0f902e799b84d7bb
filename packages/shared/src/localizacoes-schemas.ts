import { z } from 'zod';
import { isUf } from './brazil-states';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

export const LocalizacaoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  ponto_referencia: z.string().nullable(),
  whatsapp_instance_id: z.string(),
  updated_at: z.string(),
});
export type Localizacao = z.infer<typeof LocalizacaoSchema>;

const text = (min: number, message: string, max = 120) =>
  z
    .string({ error: message })
    .overwrite(stripBidiControls)
    .trim()
    .min(min, message)
    .max(max, msg.textTooLong);

/** Spec §5 Location. CEP is stored as 8 digits (the form may send it masked). */
export const LocalizacaoRequestSchema = z.strictObject({
  nome: text(2, msg.nomeRequired),
  cep: z
    .string({ error: msg.cepInvalid })
    .max(9, msg.cepInvalid)
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().length(8, msg.cepInvalid)),
  logradouro: text(2, msg.logradouroRequired),
  numero: text(1, msg.numeroRequired, 20),
  bairro: text(2, msg.bairroRequired),
  cidade: text(2, msg.cidadeRequired),
  estado: z
    .string({ error: msg.estadoInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, msg.estadoInvalid)
    .transform((v) => v.toUpperCase())
    .refine(isUf, msg.estadoInvalid),
  ponto_referencia: z.string().trim().max(200, msg.textTooLong).nullable().optional(),
});
export type LocalizacaoRequest = z.infer<typeof LocalizacaoRequestSchema>;

/** 00000-000 */
export const formatCep = (cep: string) => {
  const d = cep.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};
