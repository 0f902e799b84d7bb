import { z } from 'zod';
import { IdSchema } from './ids';
import { msg } from './messages';

/** 'HH:MM' (seconds accepted and dropped), 00:00–23:59. */
export const HoraSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message)
    .transform((v) => v.slice(0, 5));

/** 'YYYY-MM-DD' that is a real calendar day. */
export const DiaSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T12:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);

export const DisponibilidadeSchema = z.object({
  id: z.string(),
  profissional_id: z.string(),
  localizacao_id: z.string(),
  localizacao_nome: z.string(),
  dia: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  servico_ids: z.array(z.string()),
});
export type Disponibilidade = z.infer<typeof DisponibilidadeSchema>;

const requiredId = IdSchema.or(z.literal('')).refine((v) => v !== '', msg.disponibilidadeRequired);

/** The fields of a window (spec §5 Availability): location, start, end, at least one service. */
const disponibilidadeFields = {
  localizacao_id: z.string({ error: msg.disponibilidadeRequired }).pipe(requiredId),
  hora_inicio: HoraSchema(msg.disponibilidadeRequired),
  hora_fim: HoraSchema(msg.disponibilidadeRequired),
  servico_ids: z
    .array(IdSchema, { error: msg.disponibilidadeServiceRequired })
    .min(1, msg.disponibilidadeServiceRequired)
    .max(100, msg.disponibilidadeServiceRequired),
};
const startBeforeEnd = (v: { hora_inicio: string; hora_fim: string }) => v.hora_inicio < v.hora_fim;
const startBeforeEndIssue = { message: msg.disponibilidadeStartBeforeEnd, path: ['hora_fim'] };

/** Editing a window: its fields, with its services replaced. */
export const UpdateDisponibilidadeRequestSchema = z
  .strictObject(disponibilidadeFields)
  .refine(startBeforeEnd, startBeforeEndIssue);
export type UpdateDisponibilidadeRequest = z.infer<typeof UpdateDisponibilidadeRequestSchema>;

/** Creating windows: the same window on every selected day, at least one day. */
export const CreateDisponibilidadesRequestSchema = z
  .strictObject({
    dias: z
      .array(DiaSchema(msg.dayInvalid), { error: msg.disponibilidadeDayRequired })
      .min(1, msg.disponibilidadeDayRequired)
      .max(62, msg.disponibilidadeTooManyDays),
    ...disponibilidadeFields,
  })
  .refine(startBeforeEnd, startBeforeEndIssue);
export type CreateDisponibilidadesRequest = z.infer<typeof CreateDisponibilidadesRequestSchema>;

export const CreateDisponibilidadesResponseSchema = z.object({
  count: z.number(),
  items: z.array(DisponibilidadeSchema),
});

/** ?from=&to= of the month and agenda reads (at most about three months at once). */
export const DateRangeQuerySchema = z
  .object({ from: DiaSchema(msg.dateRangeInvalid), to: DiaSchema(msg.dateRangeInvalid) })
  .refine((v) => v.from <= v.to, { message: msg.dateRangeInvalid, path: ['to'] })
  .refine(
    (v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 100 * 86_400_000,
    { message: msg.dateRangeTooLong, path: ['to'] },
  );
