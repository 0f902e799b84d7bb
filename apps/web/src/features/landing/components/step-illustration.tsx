import type { ReactNode } from 'react';
import { CalendarCheck, Check, Smartphone, UserRound } from 'lucide-react';
import { PLANS, formatBRL } from '@secretaria/shared/plans';

/** A deterministic pattern that reads as a QR code (decorative: not a real code). */
const QR_CELLS = Array.from({ length: 21 * 21 }, (_, i) => {
  const x = i % 21;
  const y = Math.floor(i / 21);
  const inFinder = (cx: number, cy: number) => x >= cx && x < cx + 7 && y >= cy && y < cy + 7;
  if (inFinder(0, 0) || inFinder(14, 0) || inFinder(0, 14)) {
    const fx = x % 14 === x ? x : x - 14;
    const fy = y % 14 === y ? y : y - 14;
    const ring = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
    return ring !== 2;
  }
  return (x * 7 + y * 13 + x * y) % 5 < 2;
});
/** The pattern as one SVG path: one element instead of 441 in the page's HTML. */
const QR_PATH = QR_CELLS.map((isDark, i) =>
  isDark ? `M${i % 21} ${Math.floor(i / 21)}h1v1h-1z` : '',
).join('');

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border bg-card p-5 shadow-lg shadow-primary/5">
      <p className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </p>
      {children}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <span className="truncate font-medium">{value}</span>
    </div>
  );
}

const illustrations = [
  () => (
    <Frame title="Cadastro">
      <div className="grid gap-2">
        <p className="rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm font-medium">
          {PLANS.pro.label} selecionado · {formatBRL(PLANS.pro.priceCents)}/mês
        </p>
        <Row label="Nome" value="Marina Costa" />
        <Row label="Email" value="marina@studiomc.com.br" />
        <p className="flex items-center gap-2 pt-1 text-sm text-primary-ink">
          <Check aria-hidden="true" className="size-4" /> Email confirmado
        </p>
      </div>
    </Frame>
  ),
  () => (
    <Frame title="Nova instância">
      <div className="grid gap-2">
        <Row label="Número" value="+55 (11) 98765-4321" />
        <Row label="Atendente" value="Sofia" />
        <Row label="Fuso horário" value="America/Sao_Paulo" />
        <Row label="Plano" value={PLANS.pro.label} />
      </div>
    </Frame>
  ),
  () => (
    <Frame title="Conectar WhatsApp">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <svg
          viewBox="0 0 21 21"
          aria-hidden="true"
          shapeRendering="crispEdges"
          className="size-36 shrink-0 rounded-lg bg-white p-2 text-neutral-900"
        >
          <path d={QR_PATH} fill="currentColor" />
        </svg>
        <div className="grid gap-2 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <Smartphone aria-hidden="true" className="size-4 text-primary-ink" /> Leia com o celular
          </p>
          <p className="text-muted-foreground">
            WhatsApp › Aparelhos conectados › Conectar aparelho. Verificando a conexão a cada 5
            segundos…
          </p>
        </div>
      </div>
    </Frame>
  ),
  () => (
    <Frame title="Agenda de hoje">
      <ul className="grid gap-2 text-sm">
        {[
          ['09:00', 'Limpeza de pele', 'Juliana'],
          ['10:30', 'Corte e escova', 'Rafael'],
          ['14:00', 'Design de sobrancelha', 'Juliana'],
        ].map(([hora, servico, profissional]) => (
          <li key={hora} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-primary-ink" />
            <span className="font-medium tabular-nums">{hora}</span>
            <span className="min-w-0 flex-1 truncate">{servico}</span>
            <span className="flex items-center gap-1 text-muted-foreground max-sm:hidden">
              <UserRound aria-hidden="true" className="size-3.5" />
              {profissional}
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  ),
];

/** What the active step looks like in the product (decorative: the step text says it all). */
export function StepIllustration({ step }: { step: number }) {
  const Illustration = illustrations[step] ?? illustrations[0]!;
  return (
    <div aria-hidden="true" className="motion-safe:animate-pop-in" key={step}>
      <Illustration />
    </div>
  );
}
