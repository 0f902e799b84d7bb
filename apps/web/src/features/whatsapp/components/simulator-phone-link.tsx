import { ExternalLink, Smartphone } from 'lucide-react';
import { msg } from '@secretaria/shared/messages';

/** Embedded mode: the simulator's phone page, where a customer is played. */
export function SimulatorPhoneLink({ url, text }: { url: string; text: string }) {
  return (
    <div className="flex gap-3 rounded-lg border border-dashed p-4 text-sm">
      <Smartphone aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary-ink underline underline-offset-4"
        >
          {msg.simulatorPhoneLink}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
        <p className="text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}
