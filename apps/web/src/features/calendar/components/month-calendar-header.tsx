import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type MonthCalendarHeaderProps = {
  title: string;
  titleId: string;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  weekdaysCheckbox?: {
    checked: boolean;
    disabled: boolean;
    onCheckedChange: (checked: boolean) => void;
  };
};

export function MonthCalendarHeader({
  title,
  titleId,
  onToday,
  onPrevious,
  onNext,
  weekdaysCheckbox,
}: MonthCalendarHeaderProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b p-3 sm:p-4">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={onToday}>
          Hoje
        </Button>
        <Button variant="ghost" size="icon" aria-label="Mês anterior" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Próximo mês" onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <h2 id={titleId} aria-live="polite" className="text-base font-semibold sm:text-lg">
        {title}
      </h2>
      {weekdaysCheckbox && (
        <label className="flex cursor-pointer items-center gap-2 text-sm text-muted-foreground has-disabled:cursor-not-allowed has-disabled:opacity-60 touch:min-h-11 sm:ml-auto">
          <input
            type="checkbox"
            className="size-4 cursor-pointer accent-primary disabled:cursor-not-allowed"
            checked={weekdaysCheckbox.checked}
            disabled={weekdaysCheckbox.disabled}
            onChange={(event) => weekdaysCheckbox.onCheckedChange(event.target.checked)}
          />
          Selecionar dias úteis do mês.
        </label>
      )}
    </div>
  );
}
