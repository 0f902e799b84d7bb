import { z } from 'zod';
import { IdSchema } from './ids';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

export const ServicoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  /** R$, null when not informed. */
  preco: z.number().nullable(),
  whatsapp_instance_id: z.string().nullable(),
  updated_at: z.string(),
});
export type Servico = z.infer<typeof ServicoSchema>;

const nome = z
  .string({ error: msg.serviceNameMin })
  .overwrite(stripBidiControls)
  .trim()
  .min(2, msg.serviceNameMin)
  .max(100, msg.textTooLong);
const descricao = z
  .string({ error: msg.textTooLong })
  .trim()
  .max(1000, msg.textTooLong)
  .nullable()
  .optional();

/**
 * The price in reais: a JSON number ≥ 0 with at most 2 decimals (50, 49.9), up to numeric(10,2);
 * null clears it. Left out of an update, the stored price is kept (forms without the field).
 */
export const PrecoSchema = z
  .number({ error: msg.servicePriceInvalid })
  .min(0, msg.servicePriceInvalid)
  .max(99_999_999.99, msg.servicePriceInvalid)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, msg.servicePriceInvalid)
  .nullable()
  .optional();

/**
 * A price as typed in the panel ('49,90', 'R$ 1.234,56', '50'): a number, null when blank, NaN
 * when it is not a price (the contract then refuses it with its message).
 */
export function parsePreco(text: string): number | null {
  const t = text.replace(/R\$|\s/g, '');
  if (!t) return null;
  const plain = t.includes(',')
    ? t.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(t)
      ? t.replace(/\./g, '')
      : t;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
/** '49,90' of 49.9; blank for none: the price field's text. */
export const precoText = (preco: number | null) =>
  preco === null ? '' : preco.toFixed(2).replace('.', ',');
/** The panel's price field: text in, the contract's price out. */
export const PrecoTextSchema = z
  .string({ error: msg.servicePriceInvalid })
  .transform(parsePreco)
  .pipe(PrecoSchema.unwrap());

/** /painel/servicos form (spec §5 Service). */
export const ServicoRequestSchema = z.strictObject({
  nome,
  descricao,
  preco: PrecoSchema,
  whatsapp_instance_id: z
    .string({ error: msg.serviceInstanceRequired })
    .min(1, msg.serviceInstanceRequired)
    .pipe(IdSchema),
});
export type ServicoRequest = z.infer<typeof ServicoRequestSchema>;

/** The instance's servicos tab: the instance comes from the path, only the name is required. */
export const InstanceServicoRequestSchema = z.strictObject({ nome, descricao, preco: PrecoSchema });
