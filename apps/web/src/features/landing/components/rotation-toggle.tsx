import { Pause, Play } from 'lucide-react';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { ROTATION_CONTROL_ATTR } from '../hooks/use-auto-rotation';

type RotationToggleProps = { isStopped: boolean; onToggle: () => void; subject: string };

/** WCAG 2.2.2: moving content gets a control to stop it. */
export function RotationToggle({ isStopped, onToggle, subject }: RotationToggleProps) {
  const label = isStopped ? `Retomar a rotação ${subject}` : `Pausar a rotação ${subject}`;
  return (
    <button
      type="button"
      {...{ [ROTATION_CONTROL_ATTR]: '' }}
      className={plainButtonClasses({ variant: 'outline', size: 'icon' })}
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      {isStopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
    </button>
  );
}
