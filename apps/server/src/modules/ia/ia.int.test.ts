import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_INSTRUCTIONS_MAX } from '@secretaria/shared/ia-settings-schemas';
import { msg } from '@secretaria/shared/messages';
import { PLANS } from '@secretaria/shared/plans';
import { createSettableClock } from '@/lib/clock';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { addAiUsage, findAiUsage } from './ai-usage.repo';
import { resolveAiMode } from './resolve-ai-mode';

type User = Awaited<ReturnType<TestServer['createUser']>>;
// A server without a model (the default) and one with a model configured.
let plain: TestServer;
let withModel: TestServer;
let owner: User;
let modelOwner: User;
const clock = createSettableClock();
// 02:00 UTC on 1 April is still 31 March in São Paulo (UTC−3).
const APRIL_1_0200Z = new Date('2026-04-01T02:00:00Z');

const as = (server: TestServer, user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const iaPath = (instance: string) => `/api/instances/${instance}/ia`;

beforeAll(async () => {
  [plain, withModel] = await Promise.all([
    createTestServer(),
    createTestServer({}, { aiModelConfigured: true, clock }),
  ]);
  [owner, modelOwner] = await Promise.all([plain.createUser(), withModel.createUser()]);
});
afterAll(async () => {
  await Promise.all([plain.close(), withModel.close()]);
});

describe('GET/PATCH /api/instances/{id}/ia', () => {
  it("starts on 'regras' with no instructions, no usage and the plan's cap", async () => {
    const instance = await plain.createInstance(owner.id, { price_id: 'start' });
    const res = await as(plain, owner, 'GET', iaPath(instance));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      attendant_mode: 'regras',
      ai_instructions: null,
      modelConfigured: false,
      activeMode: 'regras',
      activeModeReason: null,
      usage: {
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        calls: 0,
        tokens_in: 0,
        tokens_out: 0,
        transcriptions: 0,
        audio_seconds: 0,
        fallbacks: 0,
      },
      monthlyCallCap: PLANS.start.aiCallsPerMonth,
    });
  });

  it("refuses 'ia' in pt-BR when the server has no model, and keeps the stored mode", async () => {
    const instance = await plain.createInstance(owner.id);
    const res = await as(plain, owner, 'PATCH', iaPath(instance), {
      attendant_mode: 'ia',
      ai_instructions: 'Seja breve.',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe(msg.attendantModeNoModel);
    expect(error.message).not.toMatch(ENGLISH_WORDS);
    expect(error.fields).toEqual({ attendant_mode: msg.attendantModeNoModel });
    const stored = await (await as(plain, owner, 'GET', iaPath(instance))).json();
    expect(stored).toMatchObject({ attendant_mode: 'regras', ai_instructions: null });
    // Instructions alone may still be written (for when a model comes).
    const saved = await as(plain, owner, 'PATCH', iaPath(instance), { ai_instructions: ' Oi ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ attendant_mode: 'regras', ai_instructions: 'Oi' });
  });

  it("keeps 'ia' chosen before the model went away: the form may send it again with new instructions", async () => {
    const instance = await plain.createInstance(owner.id);
    await plain.db
      .updateTable('whatsapp_instances')
      .set({ attendant_mode: 'ia' })
      .where('id', '=', instance)
      .execute();
    const res = await as(plain, owner, 'PATCH', iaPath(instance), {
      attendant_mode: 'ia',
      ai_instructions: 'Seja breve.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      attendant_mode: 'ia',
      ai_instructions: 'Seja breve.',
      activeMode: 'regras',
      activeModeReason: 'sem-modelo',
    });
  });

  it("saves 'ia' and trimmed instructions when a model is configured; blank is none", async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    const res = await as(withModel, modelOwner, 'PATCH', iaPath(instance), {
      attendant_mode: 'ia',
      ai_instructions: '  Fale de forma simpática.  ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      attendant_mode: 'ia',
      ai_instructions: 'Fale de forma simpática.',
      modelConfigured: true,
      activeMode: 'ia',
      activeModeReason: null,
      monthlyCallCap: PLANS.pro.aiCallsPerMonth,
    });
    const cleared = await as(withModel, modelOwner, 'PATCH', iaPath(instance), {
      ai_instructions: '   ',
    });
    expect(await cleared.json()).toMatchObject({ attendant_mode: 'ia', ai_instructions: null });
    const longest = await as(withModel, modelOwner, 'PATCH', iaPath(instance), {
      ai_instructions: 'x'.repeat(AI_INSTRUCTIONS_MAX),
    });
    expect(longest.status).toBe(200);
    const back = await as(withModel, modelOwner, 'PATCH', iaPath(instance), {
      attendant_mode: 'regras',
    });
    expect(await back.json()).toMatchObject({ attendant_mode: 'regras', activeMode: 'regras' });
  });

  it('refuses bad modes, long instructions and an empty body in pt-BR', async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    const cases: Array<[unknown, string | null, string]> = [
      [{ attendant_mode: 'IA' }, 'attendant_mode', msg.attendantModeInvalid],
      [{ attendant_mode: null }, 'attendant_mode', msg.attendantModeInvalid],
      [
        { ai_instructions: 'x'.repeat(AI_INSTRUCTIONS_MAX + 1) },
        'ai_instructions',
        msg.aiInstructionsTooLong(AI_INSTRUCTIONS_MAX),
      ],
      [{ ai_instructions: 42 }, 'ai_instructions', msg.aiInstructionsTooLong(AI_INSTRUCTIONS_MAX)],
      [{}, null, msg.settingsEmpty],
    ];
    for (const [body, field, message] of cases) {
      const res = await as(withModel, modelOwner, 'PATCH', iaPath(instance), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.message).toBe(message);
      if (field) expect(error.fields?.[field]).toBe(message);
    }
  });

  it("shows the month's usage in the instance's time zone and the cap reached", async () => {
    const instance = await withModel.createInstance(modelOwner.id, {
      price_id: 'start',
      timezone: 'America/Sao_Paulo',
    });
    await as(withModel, modelOwner, 'PATCH', iaPath(instance), { attendant_mode: 'ia' });
    await addAiUsage(withModel.db, instance, '2026-03', { calls: 7, tokens_in: 900, fallbacks: 1 });
    await addAiUsage(withModel.db, instance, '2026-04', { calls: 1 });
    clock.set(APRIL_1_0200Z);
    try {
      const march = await (await as(withModel, modelOwner, 'GET', iaPath(instance))).json();
      expect(march.usage).toMatchObject({ month: '2026-03', calls: 7, tokens_in: 900 });
      expect(march.activeMode).toBe('ia');
      await addAiUsage(withModel.db, instance, '2026-03', {
        calls: PLANS.start.aiCallsPerMonth! - 7,
      });
      const capped = await (await as(withModel, modelOwner, 'GET', iaPath(instance))).json();
      expect(capped).toMatchObject({
        attendant_mode: 'ia',
        activeMode: 'regras',
        activeModeReason: 'limite-do-plano',
        usage: { calls: PLANS.start.aiCallsPerMonth },
      });
    } finally {
      clock.reset();
    }
  });
});

describe('resolveAiMode', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it("answers 'regras' without a reason when the owner chose the rules", async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    expect(await resolveAiMode(withModel.db, instance, { modelConfigured: true, now })).toEqual({
      mode: 'regras',
    });
  });

  it("answers 'ia' with a model and 'regras' for 'sem-modelo' without one", async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    await withModel.db
      .updateTable('whatsapp_instances')
      .set({ attendant_mode: 'ia' })
      .where('id', '=', instance)
      .execute();
    expect(await resolveAiMode(withModel.db, instance, { modelConfigured: true, now })).toEqual({
      mode: 'ia',
    });
    expect(await resolveAiMode(withModel.db, instance, { modelConfigured: false, now })).toEqual({
      mode: 'regras',
      reason: 'sem-modelo',
    });
  });

  it("falls back to the rules for 'limite-do-plano' once the month's calls reach the cap, and not the next month", async () => {
    const instance = await withModel.createInstance(modelOwner.id, {
      price_id: 'pro',
      timezone: 'America/Sao_Paulo',
    });
    await withModel.db
      .updateTable('whatsapp_instances')
      .set({ attendant_mode: 'ia' })
      .where('id', '=', instance)
      .execute();
    const cap = PLANS.pro.aiCallsPerMonth!;
    await addAiUsage(withModel.db, instance, '2026-03', { calls: cap - 1 });
    const opts = { modelConfigured: true, now: APRIL_1_0200Z };
    expect(await resolveAiMode(withModel.db, instance, opts)).toEqual({ mode: 'ia' });
    await addAiUsage(withModel.db, instance, '2026-03', { calls: 1 });
    expect(await resolveAiMode(withModel.db, instance, opts)).toEqual({
      mode: 'regras',
      reason: 'limite-do-plano',
    });
    // Three hours later it is April in São Paulo too: a new month, a new count.
    const april = new Date(APRIL_1_0200Z.getTime() + 3 * 3_600_000);
    expect(
      await resolveAiMode(withModel.db, instance, { modelConfigured: true, now: april }),
    ).toEqual({ mode: 'ia' });
  });

  it('reads an unknown instance as not found', async () => {
    await expect(
      resolveAiMode(withModel.db, '00000000-0000-4000-8000-000000000000', {
        modelConfigured: true,
        now,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('addAiUsage', () => {
  it('sums concurrent additions without losing any, per instance and month', async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    const other = await withModel.createInstance(modelOwner.id);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        addAiUsage(withModel.db, instance, '2026-06', {
          calls: 1,
          tokens_in: 100 + i,
          tokens_out: 10,
          fallbacks: i % 4 === 0 ? 1 : 0,
          transcriptions: i % 10 === 0 ? 1 : 0,
          audio_seconds: i % 10 === 0 ? 7 : 0,
        }),
      ),
    );
    await addAiUsage(withModel.db, other, '2026-06', { calls: 3 });
    await addAiUsage(withModel.db, instance, '2026-07', { calls: 2 });
    expect(await findAiUsage(withModel.db, instance, '2026-06')).toEqual({
      month: '2026-06',
      calls: 40,
      tokens_in: 40 * 100 + (39 * 40) / 2,
      tokens_out: 400,
      fallbacks: 10,
      transcriptions: 4,
      audio_seconds: 28,
    });
    expect((await findAiUsage(withModel.db, other, '2026-06')).calls).toBe(3);
    expect((await findAiUsage(withModel.db, instance, '2026-07')).calls).toBe(2);
  });

  it('keeps token counts past 2^31 and refuses negative or fractional deltas', async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    await addAiUsage(withModel.db, instance, '2026-06', { tokens_in: 2 ** 31 });
    const usage = await addAiUsage(withModel.db, instance, '2026-06', { tokens_in: 2 ** 31 });
    expect(usage.tokens_in).toBe(2 ** 32);
    await expect(addAiUsage(withModel.db, instance, '2026-06', { calls: -1 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      addAiUsage(withModel.db, instance, '2026-06', { audio_seconds: 1.5 }),
    ).rejects.toThrow(RangeError);
    expect((await findAiUsage(withModel.db, instance, '2026-06')).calls).toBe(0);
  });

  it('goes with its instance when the instance is deleted', async () => {
    const instance = await withModel.createInstance(modelOwner.id);
    await addAiUsage(withModel.db, instance, '2026-06', { calls: 5 });
    await withModel.db.deleteFrom('whatsapp_instances').where('id', '=', instance).execute();
    const left = await withModel.db
      .selectFrom('ai_usage')
      .select('calls')
      .where('whatsapp_instance_id', '=', instance)
      .execute();
    expect(left).toEqual([]);
  });
});
