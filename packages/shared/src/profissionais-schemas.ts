import { z } from 'zod';
import { IdSchema } from './ids';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

export const ProfissionalSchema = z.object({
  id: z.string(),
  nome: z.string(),
  especialidade: z.string(),
  /** Nicknames the attendant recognises ('Bia' for Beatriz). */
  apelidos: z.array(z.string()),
  whatsapp_instance_id: z.string().nullable(),
  created_at: z.string(),
});
export type Profissional = z.infer<typeof ProfissionalSchema>;

export const ProfissionaisListSchema = z.object({
  items: z.array(ProfissionalSchema),
  limit: z.number(),
  plan: z.string(),
});

/**
 * Up to 5 nicknames of up to 40 characters, trimmed, blanks and repeats (ignoring case) dropped.
 * Left out of an update, the stored ones are kept.
 */
export const ApelidosSchema = z
  .array(z.string({ error: msg.nicknamesInvalid }).trim().max(40, msg.nicknamesInvalid), {
    error: msg.nicknamesInvalid,
  })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((a) => {
      const key = a.toLocaleLowerCase('pt-BR');
      if (!a || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(5, msg.nicknamesInvalid))
  .optional();

/** The panel's one text field of nicknames, separated by commas ('Bia, Beatriz'): same rules. */
export const ApelidosTextSchema = z
  .string({ error: msg.nicknamesInvalid })
  .transform((text) => text.split(','))
  .pipe(ApelidosSchema.unwrap());
/** The stored nicknames as that field shows them. */
export const apelidosText = (apelidos: readonly string[]) => apelidos.join(', ');

/** Spec §5 Professional. */
export const ProfissionalRequestSchema = z.strictObject({
  nome: z
    .string({ error: msg.nomeRequired })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, msg.nomeRequired)
    .max(100, msg.textTooLong),
  especialidade: z
    .string({ error: msg.especialidadeRequired })
    .trim()
    .min(1, msg.especialidadeRequired)
    .max(100, msg.textTooLong),
  apelidos: ApelidosSchema,
});
export type ProfissionalRequest = z.infer<typeof ProfissionalRequestSchema>;

const tempo = z
  .number({ error: msg.fillAllFields })
  .int(msg.tempoMin)
  .min(1, msg.tempoMin)
  .max(1440, 'O tempo deve ser de no máximo 1440 minutos');

/** Spec §5 "Link service to professional". */
export const LinkServicoRequestSchema = z.strictObject({
  servico_id: IdSchema.or(z.literal('')).refine((v) => v !== '', msg.fillAllFields),
  tempo_execucao: tempo,
});
export const UpdateTempoRequestSchema = z.strictObject({ tempo_execucao: tempo });

export const ProfissionalServicoSchema = z.object({
  id: z.string(),
  profissional_id: z.string(),
  servico_id: z.string(),
  tempo_execucao: z.number(),
  servico: z.object({ id: z.string(), nome: z.string() }),
});
export type ProfissionalServico = z.infer<typeof ProfissionalServicoSchema>;
