import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@/db/schema';
import type { ClockScope } from '@/lib/clock';
import { findOwnerPhone } from '@/modules/profile/profile.repo';
import {
  chatMapKey,
  finishAvisos,
  insertProactiveMessages,
  postponeAvisos,
  takeProactiveSlots,
  upsertProactiveConversas,
} from './aviso-batch.repo';
import { claimDueAvisos, findAvisoSubjects, hasDueAvisos, type AvisoRow } from './avisos.repo';
import { planAviso, planAvisoDono, type AvisoPlan } from './plan-aviso';
import { defaultProactivePacing, type ProactivePacing } from './proactive-pacing';

/**
 * Runs the due jobs of one batch in ONE transaction: each writes its message for the sender
 * (pending, author 'lembrete' or 'sistema') and is marked done in the same commit, so a crash
 * loses nothing and a job never writes twice; rows are claimed with SKIP LOCKED, so replicas
 * share the batch. Returns how many jobs were taken (0: nothing due).
 */
export async function runDueAvisos(
  db: Kysely<DB>,
  now: Date,
  limit = 100,
  scope: AvisoScope = {},
): Promise<number> {
  if (!(await hasDueAvisos(db, now, scope.owners))) return 0;
  return db.transaction().execute(async (tx) => {
    const due = await claimDueAvisos(tx, now, limit, scope.owners);
    await runAvisos(tx, due, now, scope);
    return due.length;
  });
}

/**
 * Which owners a run covers (lib/clock.ts clockScopes), the server's time (`at`) its messages,
 * paced slots and statuses are stamped with when the owners' business time (`now`) is shifted (the
 * sender compares those with the server's time, docs/decisions/033), and the pace per number.
 */
export type AvisoScope = { owners?: ClockScope['owners']; at?: Date; pacing?: ProactivePacing };

type Write = { job: AvisoRow; plan: Extract<AvisoPlan, { do: 'write' }> };

/**
 * Claimed jobs, inside the caller's transaction, in a handful of statements whatever their number
 * (docs/decisions/046): their subjects read in one query, each planned (plan-aviso.ts), their
 * messages written in their numbers' next paced slots (docs/decisions/032) with one insert, and
 * their statuses recorded with one update. `now` is the owner's business time (due, already
 * started, the sending window), `at` the server's.
 */
export async function runAvisos(
  tx: Transaction<DB>,
  jobs: AvisoRow[],
  now: Date,
  { at = now, pacing = defaultProactivePacing }: Omit<AvisoScope, 'owners'> = {},
): Promise<void> {
  if (jobs.length === 0) return;
  const agendamentoIds = jobs.flatMap((j) =>
    j.kind !== 'aviso_dono' && j.agendamento_id ? [j.agendamento_id] : [],
  );
  const subjects = new Map((await findAvisoSubjects(tx, agendamentoIds)).map((s) => [s.id, s]));
  const phones = await ownerPhones(tx, jobs);
  const plans = jobs.map((job) =>
    job.kind === 'aviso_dono'
      ? planAvisoDono(job, phones.get(job.user_id))
      : planAviso(job, job.agendamento_id ? subjects.get(job.agendamento_id) : undefined, now),
  );
  const writes = jobs.flatMap((job, i) => {
    const plan = plans[i]!;
    return plan.do === 'write' ? [{ job, plan }] : [];
  });
  const mensagemIds = await writeMessages(tx, writes, at, pacing);
  const done: Parameters<typeof finishAvisos>[1] = [];
  const postponed: Parameters<typeof postponeAvisos>[1] = [];
  jobs.forEach((job, i) => {
    const plan = plans[i]!;
    if (plan.do === 'postpone') postponed.push({ id: job.id, runAt: plan.until });
    else if (plan.do === 'ignore')
      done.push({ id: job.id, status: 'ignorado', mensagemId: null, error: plan.reason });
    else
      done.push({ id: job.id, status: 'feito', mensagemId: mensagemIds.get(job.id)!, error: null });
  });
  await finishAvisos(tx, done, at);
  await postponeAvisos(tx, postponed);
}

/** The owners' phones for their notices (rare: read one by one, once per owner). */
async function ownerPhones(tx: Transaction<DB>, jobs: AvisoRow[]) {
  const phones = new Map<string, string | null>();
  for (const job of jobs)
    if (job.kind === 'aviso_dono' && !phones.has(job.user_id))
      phones.set(job.user_id, await findOwnerPhone(tx, job.user_id));
  return phones;
}

/** The batch's messages, in job order (so in order per chat), each in its number's next slot. */
async function writeMessages(
  tx: Transaction<DB>,
  writes: Write[],
  at: Date,
  pacing: ProactivePacing,
): Promise<Map<string, string>> {
  const gaps = new Map<string, number[]>();
  for (const { job } of writes) {
    const instance = job.whatsapp_instance_id;
    gaps.set(instance, [...(gaps.get(instance) ?? []), pacing.nextGapMs()]);
  }
  const slots = await takeProactiveSlots(tx, gaps, at);
  const conversas = await upsertProactiveConversas(
    tx,
    writes.map(({ job, plan }) => ({
      user_id: job.user_id,
      whatsapp_instance_id: job.whatsapp_instance_id,
      remote_jid: plan.chatKey,
      contato_id: plan.contatoId,
      texto: plan.texto,
    })),
    at,
  );
  const taken = new Map<string, number>();
  const ids = await insertProactiveMessages(
    tx,
    writes.map(({ job, plan }) => {
      const instance = job.whatsapp_instance_id;
      const n = taken.get(instance) ?? 0;
      taken.set(instance, n + 1);
      const conversaId = conversas.get(chatMapKey(instance, plan.chatKey));
      if (!conversaId) throw new Error('conversa do aviso não gravada');
      return {
        user_id: job.user_id,
        whatsapp_instance_id: instance,
        conversa_id: conversaId,
        autor: plan.autor,
        texto: plan.texto,
        choices: plan.choices,
        template: plan.template,
        agendamento_id: job.agendamento_id,
        sendAt: slots.get(instance)?.[n] ?? at,
      };
    }),
    at,
  );
  return new Map(writes.map(({ job }, i) => [job.id, ids[i]!]));
}
