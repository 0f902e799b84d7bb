import { CalendarDays, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AGENDA_TEXTS as T } from '@/features/agenda/agenda-texts';
import type { AgendaView } from './use-agenda-view';

/** 'Profissional' | 'Equipe': two pressed-state buttons, 44 px tall. */
export function AgendaViewSwitch({
  view,
  onChange,
}: {
  view: AgendaView;
  onChange: (view: AgendaView) => void;
}) {
  const options = [
    { value: 'profissional', label: T.viewSingle, Icon: CalendarDays },
    { value: 'equipe', label: T.viewTeam, Icon: Users },
  ] as const;
  return (
    <div role="group" aria-label={T.viewLabel} className="inline-flex rounded-md border p-0.5">
      {options.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'default' : 'ghost'}
          aria-pressed={view === value}
          className="h-11 min-w-28"
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
