import type { IaSettings } from '@secretaria/shared/ia-settings-schemas';
import { iaSettingsUi as ui } from '@secretaria/shared/messages';

const count = new Intl.NumberFormat('pt-BR');
const monthName = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM' → 'março de 2026'. */
export function usageMonthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year ?? 1970, (mon ?? 1) - 1, 15)));
}

/** Percent of the cap used, 0–100 (100 once reached or passed). */
export function capPercent(used: number, cap: number): number {
  return cap <= 0 ? 100 : Math.min(100, Math.round((used / cap) * 100));
}

/** 'Uso da IA neste mês': the month's counters and the plan's cap with a progress bar. */
export function AiUsagePanel({ settings }: { settings: IaSettings }) {
  const { usage, monthlyCallCap: cap } = settings;
  const rows = [
    [ui.usageCalls, usage.calls],
    [ui.usageTokensIn, usage.tokens_in],
    [ui.usageTokensOut, usage.tokens_out],
    [ui.usageTranscriptions, usage.transcriptions],
    [ui.usageFallbacks, usage.fallbacks],
  ] as const;
  return (
    <section aria-labelledby="ai-usage-title" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id="ai-usage-title" className="text-base font-semibold">
          {ui.usageTitle}
        </h3>
        <p className="text-xs text-muted-foreground">
          {ui.usageMonth(usageMonthLabel(usage.month))}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="text-muted-foreground">{ui.usageCap}</span>
          <span className="font-medium tabular-nums">
            {cap === null
              ? ui.usageNoCap
              : ui.usageCapValue(count.format(usage.calls), count.format(cap))}
          </span>
        </p>
        {cap === null ? null : (
          <div
            role="progressbar"
            aria-label={ui.usageProgressLabel}
            aria-valuemin={0}
            aria-valuemax={cap}
            aria-valuenow={Math.min(usage.calls, cap)}
            aria-valuetext={ui.usageCapValue(count.format(usage.calls), count.format(cap))}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={
                usage.calls >= cap ? 'h-full bg-destructive' : 'h-full bg-primary transition-all'
              }
              style={{ width: `${capPercent(usage.calls, cap)}%` }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
