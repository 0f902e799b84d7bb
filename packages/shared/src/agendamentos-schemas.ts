import { z } from 'zod';
import { DiaSchema, HoraSchema } from './disponibilidades-schemas';
import { IdSchema } from './ids';
import { msg } from './messages';

export const AGENDAMENTO_STATUSES = [
  'agendado',
  'confirmado',
  'concluido',
  'cancelado',
  'faltou',
] as const;
export type AgendamentoStatus = (typeof AGENDAMENTO_STATUSES)[number];
/** Who books or changes an appointment, recorded on the row (docs/decisions/015). */
export const AGENDAMENTO_ACTORS = ['dono', 'atendente', 'cliente', 'sistema'] as const;
export type AgendamentoActor = (typeof AGENDAMENTO_ACTORS)[number];

/**
 * An open appointment is still to happen: it can be confirmed, moved or cancelled, it gets its
 * reminder, it is the customer's upcoming appointment and it blocks deleting what it uses.
 */
export const OPEN_STATUSES = ['agendado', 'confirmado'] as const satisfies AgendamentoStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export const isOpenStatus = (status: string): status is OpenStatus =>
  (OPEN_STATUSES as readonly string[]).includes(status);

/** Active appointments hold their slot; a cancelled one frees it (DESIGN.md §2). */
export const isActiveStatus = (status: string) => status !== 'cancelado';

/** DESIGN.md §2 lifecycle: agendado → confirmado → concluido | faltou; cancelado from any active. */
export const STATUS_TRANSITIONS: Record<AgendamentoStatus, readonly AgendamentoStatus[]> = {
  agendado: ['confirmado', 'cancelado', 'concluido', 'faltou'],
  confirmado: ['concluido', 'faltou', 'cancelado'],
  concluido: [],
  faltou: [],
  cancelado: [],
};

/** 'concluido' and 'faltou' say what happened: they wait for the appointment's start. */
export const AFTER_START_STATUSES = ['concluido', 'faltou'] as const satisfies AgendamentoStatus[];
export const isAfterStartStatus = (status: string) =>
  (AFTER_START_STATUSES as readonly string[]).includes(status);

export const STATUS_LABELS: Record<AgendamentoStatus, string> = {
  agendado: 'Agendado',
  confirmado: 'Confirmado',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  faltou: 'Faltou',
};

export const AgendamentoSchema = z.object({
  id: z.string(),
  data_agendamento: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  servico_id: z.string(),
  servico: z.object({ nome: z.string() }),
  profissional_id: z.string(),
  contato_id: z.string(),
  contato: z.object({ nome: z.string(), telefone: z.string() }),
  localizacao_id: z.string().nullable(),
  whatsapp_instance_id: z.string(),
  nome_atendido: z.string().nullable(),
  status: z.enum(AGENDAMENTO_STATUSES),
  /** An appointment of the panel's test customer (docs/decisions/016): badge 'Teste'. */
  teste: z.boolean(),
});
export type Agendamento = z.infer<typeof AgendamentoSchema>;

const requiredId = (message: string) =>
  z.string({ error: message }).pipe(IdSchema.or(z.literal('')).refine((v) => v !== '', message));

/**
 * Spec §5 Appointment. The end time is not taken from the client: the server computes it from
 * the professional's tempo_execucao for the service (30 minutes when missing).
 */
export const CreateAgendamentoRequestSchema = z.strictObject({
  data_agendamento: z
    .string({ error: msg.agendamentoDateRequired })
    .min(1, msg.agendamentoDateRequired)
    .pipe(DiaSchema(msg.agendamentoDateInvalid)),
  hora_inicio: z
    .string({ error: msg.agendamentoStartRequired })
    .min(1, msg.agendamentoStartRequired)
    .pipe(HoraSchema(msg.agendamentoStartRequired)),
  servico_id: requiredId(msg.agendamentoServiceRequired),
  contato_id: requiredId(msg.agendamentoContactRequired),
  localizacao_id: IdSchema.nullable().optional(),
  disponibilidade_id: IdSchema.optional(),
  nome_atendido: z.string().trim().max(100, msg.textTooLong).nullable().optional(),
});
export type CreateAgendamentoRequest = z.infer<typeof CreateAgendamentoRequestSchema>;

/**
 * PATCH /api/agendamentos/{id}: moves the same appointment to another day and start, optionally
 * to another professional of the instance who performs the service. The end is the server's.
 */
export const RescheduleAgendamentoRequestSchema = z.strictObject({
  data_agendamento: z
    .string({ error: msg.agendamentoDateRequired })
    .min(1, msg.agendamentoDateRequired)
    .pipe(DiaSchema(msg.agendamentoDateInvalid)),
  hora_inicio: z
    .string({ error: msg.agendamentoStartRequired })
    .min(1, msg.agendamentoStartRequired)
    .pipe(HoraSchema(msg.agendamentoStartRequired)),
  profissional_id: IdSchema.optional(),
});
export type RescheduleAgendamentoRequest = z.infer<typeof RescheduleAgendamentoRequestSchema>;

export const UpdateAgendamentoStatusRequestSchema = z.strictObject({
  status: z.enum(AGENDAMENTO_STATUSES, { error: msg.agendamentoStatusInvalid }),
});

/** Free slots of the engine (packages/shared/src/free-slots.ts), as the endpoint returns them. */
export const FreeSlotSchema = z.object({
  profissional_id: z.string(),
  dia: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
});
export const FreeSlotsQuerySchema = z
  .object({
    servico_id: requiredId(msg.agendamentoServiceRequired),
    profissional_id: IdSchema.optional(),
    from: DiaSchema(msg.dateRangeInvalid),
    to: DiaSchema(msg.dateRangeInvalid),
  })
  .refine((v) => v.from <= v.to, { message: msg.dateRangeInvalid, path: ['to'] })
  .refine(
    (v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 31 * 86_400_000,
    { message: msg.dateRangeTooLong, path: ['to'] },
  );
