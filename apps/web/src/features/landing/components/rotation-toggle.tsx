import { Pause, Play } from 'lucide-react';
import { plainButtonClasses } from '@/components/ui/button-variants';

/**
 * WCAG 2.2.2: moving content gets a control to stop it. Static markup for enhance/carousel.ts,
 * which shows it (unless the visitor prefers reduced motion) and swaps its label and icon.
 */
export function RotationToggle({ subject }: { subject: string }) {
  const pause = `Pausar a rotação ${subject}`;
  return (
    <button
      type="button"
      hidden
      data-carousel-toggle=""
      data-label-pause={pause}
      data-label-resume={`Retomar a rotação ${subject}`}
      className={plainButtonClasses({ variant: 'outline', size: 'icon', className: 'group' })}
      aria-label={pause}
      title={pause}
    >
      <Pause aria-hidden="true" className="group-data-stopped:hidden" />
      <Play aria-hidden="true" className="hidden group-data-stopped:block" />
    </button>
  );
}
