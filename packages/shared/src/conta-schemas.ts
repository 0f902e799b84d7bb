import { z } from 'zod';
import { contaUi } from './messages';

/**
 * The owner's own LGPD rights (docs/decisions/025): what the account's export holds and the
 * deletion's request and result.
 */

/** The deletion is confirmed by the account's password, checked against the stored credential. */
export const ExcluirContaRequestSchema = z.strictObject({
  senha: z
    .string({ error: contaUi.passwordRequired })
    .min(1, contaUi.passwordRequired)
    .max(128, contaUi.passwordWrong),
});
export type ExcluirContaRequest = z.infer<typeof ExcluirContaRequestSchema>;

export const ExcluirContaResultSchema = z.object({
  excluida: z.literal(true),
  assinaturas_canceladas: z.number().int(),
  instancias_removidas: z.number().int(),
});
export type ExcluirContaResult = z.infer<typeof ExcluirContaResultSchema>;

const Row = z.record(z.string(), z.unknown());

/**
 * Every owned table's rows, named after the table (whatsapp_instances, agendamentos, …), with
 * the secrets left out; the account's own fields apart.
 */
export const ContaExportSchema = z.object({
  exportado_em: z.string(),
  conta: z.object({
    id: z.string(),
    nome: z.string(),
    email: z.string(),
    email_verificado: z.boolean(),
    telefone: z.string().nullable(),
    criada_em: z.string(),
    atualizada_em: z.string(),
  }),
  /** Sign-in methods (never the password's hash) and sessions (never their tokens). */
  acessos: z.object({ credenciais: z.array(Row), sessoes: z.array(Row) }),
  dados: z.record(z.string(), z.array(Row)),
});
export type ContaExport = z.infer<typeof ContaExportSchema>;
