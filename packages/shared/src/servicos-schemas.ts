import { z } from 'zod';
import { IdSchema } from './ids';
import { msg } from './messages';

export const ServicoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  whatsapp_instance_id: z.string().nullable(),
  updated_at: z.string(),
});
export type Servico = z.infer<typeof ServicoSchema>;

const nome = z
  .string({ error: msg.serviceNameMin })
  .trim()
  .min(2, msg.serviceNameMin)
  .max(100, msg.textTooLong);
const descricao = z
  .string({ error: msg.textTooLong })
  .trim()
  .max(1000, msg.textTooLong)
  .nullable()
  .optional();

/** /painel/servicos form (spec §5 Service). */
export const ServicoRequestSchema = z.strictObject({
  nome,
  descricao,
  whatsapp_instance_id: z
    .string({ error: msg.serviceInstanceRequired })
    .min(1, msg.serviceInstanceRequired)
    .pipe(IdSchema),
});
export type ServicoRequest = z.infer<typeof ServicoRequestSchema>;

/** The instance's servicos tab: the instance comes from the path, only the name is required. */
export const InstanceServicoRequestSchema = z.strictObject({ nome, descricao });
