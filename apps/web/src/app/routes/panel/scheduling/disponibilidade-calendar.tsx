import { useState } from 'react';
import { holidayOn } from '@secretaria/shared/holidays';
import { msg } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import type { CalendarChip } from '@/features/calendar/components/calendar-day-cell';
import { MonthCalendar } from '@/features/calendar/components/month-calendar';
import {
  type CalendarMonth,
  firstDayOfMonth,
  isInMonth,
  lastDayOfMonth,
  monthOf,
} from '@/features/calendar/utils/month-grid';
import { useDisponibilidades } from '@/features/disponibilidades/api/get-disponibilidades';
import {
  DisponibilidadeDialog,
  type DisponibilidadeDialogTarget,
} from '@/features/disponibilidades/components/disponibilidade-dialog';
import { selectedPerMonth } from '@/features/calendar/utils/selection';
import { SelectedDaysDisponibilidades } from '@/features/disponibilidades/components/selected-days-disponibilidades';
import { TOUCH_LAYOUT_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { chipsByDay } from '@/features/disponibilidades/utils/disponibilidade-rules';
import { useLocalizacoes } from '@/features/localizacoes/api/localizacoes';
import { useProfissionalServicos } from '@/features/profissionais/api/profissional-servicos';

/** 'novembro' of '2026-11' (a year other than this one is named: 'janeiro de 2027'). */
function monthName(yyyyMm: string): string {
  const [year = 0, month = 1] = yyyyMm.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, 15));
  const thisYear = new Date().getUTCFullYear() === year;
  return new Intl.DateTimeFormat('pt-BR', {
    month: 'long',
    ...(thisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

type DisponibilidadeCalendarProps = {
  instanceId: string;
  timeZone: string;
  profissionalId: string;
};

/** Spec §2 Disponibilidade: select days, create windows for them, click a chip to edit one. */
export function DisponibilidadeCalendar({
  instanceId,
  timeZone,
  profissionalId,
}: DisponibilidadeCalendarProps) {
  const today = todayIn(timeZone);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DisponibilidadeDialogTarget | null>(null);
  const disponibilidades = useDisponibilidades(
    profissionalId,
    firstDayOfMonth(month),
    lastDayOfMonth(month),
  );
  const localizacoes = useLocalizacoes(instanceId);
  // Only what this professional performs: the server refuses any other service in a window.
  const servicos = useProfissionalServicos(profissionalId);
  const items = disponibilidades.data ?? [];
  // A finger or a narrow screen: the windows are edited from the list under the grid, not from
  // chips a few pixels tall inside a day.
  const touch = useMediaQuery(TOUCH_LAYOUT_QUERY);
  const chips = chipsByDay(items);
  const editDisponibilidade = (chip: CalendarChip) => {
    const disponibilidade = items.find((d) => d.id === chip.id);
    if (disponibilidade) setDialog({ kind: 'edit', disponibilidade });
  };
  const count = selected.length;
  const perMonth = selectedPerMonth(selected).map(([yyyyMm, days]) => ({
    month: monthName(yyyyMm),
    days,
  }));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {disponibilidades.isFetching ? <Spinner label={undefined} className="size-4" /> : null}
          {/* A phone has no Ctrl: each tap toggles a day there, a long press drags a range. */}
          <span className="pointer-coarse:hidden">{msg.disponibilidadeSelectHint}</span>
          <span className="hidden pointer-coarse:inline">{msg.disponibilidadeSelectHintTouch}</span>
        </p>
        <Button onClick={() => setDialog({ kind: 'create', dias: selected })}>
          <CalendarPlus aria-hidden="true" />
          Cadastrar disponibilidade ({count} {count === 1 ? 'dia' : 'dias'})
        </Button>
      </div>
      {disponibilidades.isError ? (
        <QueryErrorAlert
          title="Erro ao carregar disponibilidades"
          error={disponibilidades.error}
          fallback="Não foi possível carregar a disponibilidade."
          onRetry={() => void disponibilidades.refetch()}
          className="gap-2"
        />
      ) : null}
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        holidayName={holidayOn}
        selected={selected}
        onSelectedChange={setSelected}
        mode="multiple"
        showWeekdaysCheckbox
        chips={chips}
        onChipClick={touch ? undefined : editDisponibilidade}
      />
      {/* The selection survives a month change: each month's share, and a way to drop it all.
          Below the grid, so a tap never moves the days under the finger. */}
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <p data-testid="availability-selected-per-month" aria-live="polite">
            {msg.disponibilidadeSelectedPerMonth(perMonth)}
          </p>
          <Button variant="link" className="h-11 px-0 sm:h-auto" onClick={() => setSelected([])}>
            {msg.disponibilidadeClearSelection}
          </Button>
        </div>
      ) : null}
      {touch ? (
        <SelectedDaysDisponibilidades
          days={selected.filter((iso) => isInMonth(iso, month)).sort()}
          chips={chips}
          onEdit={editDisponibilidade}
        />
      ) : null}
      <DisponibilidadeDialog
        profissionalId={profissionalId}
        target={dialog}
        onClose={() => setDialog(null)}
        onCreated={() => setSelected([])}
        localizacoes={(localizacoes.data ?? []).map(({ id, nome }) => ({ id, nome }))}
        servicos={(servicos.data ?? []).map(({ servico }) => ({
          id: servico.id,
          nome: servico.nome,
        }))}
        linkServicosHref={`/painel/instancias/${encodeURIComponent(instanceId)}?tab=profissionais`}
      />
    </div>
  );
}
