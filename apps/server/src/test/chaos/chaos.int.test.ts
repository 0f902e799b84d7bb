// The server first: it loads @hono/zod-openapi before any shared schema is built.
import '@/test/test-server';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '@/test/replica-harness';
import { checkChaos, formatChaosReport, waitForQuiet, type ChaosFaults } from './chaos-checks';
import { createLedger, runLoad } from './chaos-load';
import { setUpChaosScene } from './chaos-scene';
import { openReconnectingSse } from './reconnecting-sse';

/**
 * The chaos test (README "Chaos test"): two server processes on one PostgreSQL behind a
 * round-robin proxy, a bounded load of panel reads and writes, booking races, customer
 * conversations and reminders falling due, while a process is killed with SIGKILL and restarted,
 * every database connection is terminated and the gateway fails sends. Afterwards nothing
 * acknowledged is lost and no effect happened twice. The gate runs the short form
 * (CHAOS_SECONDS, 30 s); `npm run test:chaos` the long one (600 s) and prints the report.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
/**
 * The gate runs the integration suite under two time zones; nothing here depends on the zone,
 * so its short form runs in one of them only (≈ 75 s). Asked for by CHAOS_SECONDS, it always runs.
 */
const runsHere =
  isPostgres && (process.env.CHAOS_SECONDS !== undefined || process.env.TZ !== 'America/Sao_Paulo');
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 30);
const REPORT_FILE = process.env.CHAOS_REPORT_FILE;
/** Faults come in cycles: one for the short form, one every 2 minutes for the long one. */
const CYCLE_SECONDS = Math.min(SECONDS, 120);

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.runIf(runsHere)('chaos: two processes, kills, cut connections, failing sends', () => {
  it(
    'loses no acknowledged write and repeats no effect',
    async () => {
      const started = Date.now();
      const s = await setUpChaosScene({ seconds: SECONDS, cleanups });
      const sse = openReconnectingSse(s.proxy.url, s.cookie);
      const ledger = createLedger();
      const faults: ChaosFaults = {
        kills: 0,
        terminations: 0,
        terminatedConnections: 0,
        sendFailuresInjected: 0,
        duplicateWindows: 0,
        sseReconnections: 0,
        sseCaughtUp: false,
      };
      const loadStart = Date.now();
      const stopAt = loadStart + SECONDS * 1000;
      const load = runLoad(s, ledger, stopAt);

      const terminate = async () => {
        ledger.terminations.push(Date.now());
        faults.terminatedConnections += await s.terminateConnections();
        faults.terminations += 1;
      };
      const failSends = (times: number) => {
        s.evolution.faults.failNext('sendText', { times });
        faults.sendFailuresInjected += times;
      };
      const at = (cycleStart: number, fraction: number) =>
        sleepUntil(cycleStart + fraction * CYCLE_SECONDS * 1000);
      for (
        let cycleStart = loadStart;
        cycleStart + CYCLE_SECONDS * 1000 <= stopAt + 1;
        cycleStart += CYCLE_SECONDS * 1000
      ) {
        const log = (what: string) =>
          console.info(`${((Date.now() - loadStart) / 1000).toFixed(1)} s: ${what}`);
        await at(cycleStart, 0.15);
        log('sendText fails, webhooks duplicated');
        failSends(6);
        s.evolution.faults.duplicateWebhooks(true);
        faults.duplicateWindows += 1;
        await at(cycleStart, 0.3);
        await terminate();
        log(`connections terminated (${faults.terminatedConnections} so far)`);
        await at(cycleStart, 0.45);
        // First the process serving the open panel's stream (it must reconnect, as the web app
        // does), then the other one, alternately.
        const streamedBy = s.live.find((p) => p.url === sse.current());
        const others = s.live.filter((p) => p !== streamedBy);
        const victim = (faults.kills % 2 === 0 ? streamedBy : others[0]) ?? s.live[0]!;
        ledger.killing = true;
        await s.killAndRestart(victim);
        ledger.killing = false;
        faults.kills += 1;
        log(`process ${victim.url} killed and replaced`);
        await at(cycleStart, 0.65);
        await terminate();
        failSends(4);
        await at(cycleStart, 0.85);
        s.evolution.faults.duplicateWebhooks(false);
      }
      await load;
      // A process that died by itself (not killed by the test) is a finding of its own.
      for (const p of s.live)
        if (p.child.exitCode !== null || p.child.signalCode !== null)
          ledger.failures.push(
            `process ${p.url} died by itself (${p.child.exitCode ?? p.child.signalCode}):\n${p.output().slice(-3000)}`,
          );
      s.evolution.faults.reset();
      const unsettled = await waitForQuiet(s, 180_000);

      // The open panel caught up: its stream, wherever the proxy put it, gets a change made
      // through the other process.
      const backend = await waitFor(() => sse.current(), 60_000).catch(() => null);
      console.info(
        `sse on ${backend}; ${sse.events.length} events, ${sse.reconnections()} reconnections`,
      );
      const other = s.live.find((p) => p.url !== backend)!;
      const nome = `Depois do caos ${Date.now()}`;
      await callApi(other, 'PATCH', '/api/profile', { cookie: s.cookie, json: { nome } });
      faults.sseCaughtUp =
        backend !== null &&
        (await waitFor(
          () =>
            sse.events.some(
              (e) => e.event === 'change' && e.backend === backend && e.data.includes('"profiles"'),
            ) || undefined,
          20_000,
        ).then(
          () => true,
          () => false,
        ));
      faults.sseReconnections = sse.reconnections();
      await sse.close();

      const findings = await checkChaos(s, ledger, unsettled);
      const report = formatChaosReport(SECONDS, ledger, findings, faults, Date.now() - started);
      console.info(`\n${report}\n`);
      if (findings.problems.length) {
        const errors = s
          .outputs()
          .flatMap((out) => out.split('\n'))
          .filter((line) => /"level":(50|60)/.test(line));
        console.info(`server error lines (${errors.length}):\n${errors.slice(0, 30).join('\n')}`);
      }
      if (REPORT_FILE) {
        fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
        fs.writeFileSync(REPORT_FILE, `${report}\n`);
      }

      expect(findings.problems).toEqual([]);
      expect(faults.sseCaughtUp).toBe(true);
      expect(faults.kills).toBeGreaterThanOrEqual(1);
      expect(ledger.races.length).toBeGreaterThan(0);
      expect(ledger.acked.contatos.length).toBeGreaterThan(0);
      expect(ledger.conversations.webhook + ledger.conversations.manual).toBeGreaterThan(0);
      expect(findings.remindersDue).toBeGreaterThan(0);
      // The processes alive at the end stop cleanly.
      expect(await Promise.all(s.live.map((p) => p.stop('SIGTERM')))).toEqual(s.live.map(() => 0));
    },
    (SECONDS + 600) * 1000,
  );
});

async function waitFor<T>(check: () => T | null | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
