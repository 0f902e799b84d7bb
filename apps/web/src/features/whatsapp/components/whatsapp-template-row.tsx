import { AlertCircle, CheckCircle2, Clock3, PauseCircle, Send, XCircle } from 'lucide-react';
import { templatesUi as ui } from '@secretaria/shared/messages';
import type {
  TemplateState,
  WhatsappTemplate,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const BADGES: Record<TemplateState, { className: string; icon: typeof CheckCircle2 }> = {
  aprovado: { className: 'border-success/30 bg-success/10 text-success-ink', icon: CheckCircle2 },
  em_analise: { className: 'border-warning/50 bg-warning/15 text-foreground', icon: Clock3 },
  rejeitado: {
    className: 'border-destructive/30 bg-destructive/10 text-destructive-ink',
    icon: XCircle,
  },
  pausado: { className: 'border-warning/50 bg-warning/15 text-foreground', icon: PauseCircle },
  desativado: { className: 'border-border bg-muted text-muted-foreground', icon: AlertCircle },
  nao_enviado: { className: 'border-border bg-muted text-muted-foreground', icon: Send },
};

/** Meta's status of one template, in the panel's words. */
export function TemplateStateBadge({ state }: { state: TemplateState }) {
  const { className, icon: Icon } = BADGES[state];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        className,
      )}
      data-state={state}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Status: </span>
      {ui.states[state]}
    </span>
  );
}

/** The body as the customer reads it, each named parameter as the owner writes it ('{nome}'). */
function TemplateBodyPreview({ body, label }: { body: string; label: string }) {
  const parts = body.split(/(\{\{[a-z_]{1,20}\}\})/g);
  return (
    <p
      aria-label={label}
      className="rounded-md bg-muted/60 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap"
    >
      {parts.map((part, i) => {
        const param = /^\{\{([a-z_]+)\}\}$/.exec(part)?.[1];
        return param ? (
          <span
            key={i}
            className="rounded bg-primary/10 px-1 font-mono text-[0.8125rem] text-primary-ink"
          >
            {`{${param}}`}
          </span>
        ) : (
          part
        );
      })}
    </p>
  );
}

type WhatsappTemplateRowProps = {
  template: WhatsappTemplate;
  isSubmitting: boolean;
  onSubmit: () => void;
};

/** One purpose's template: its status, the text Meta reviews, why it cannot go, and its action. */
export function WhatsappTemplateRow({
  template,
  isSubmitting,
  onSubmit,
}: WhatsappTemplateRowProps) {
  const purpose = ui.purposes[template.purpose];
  const headingId = `modelo-${template.purpose}`;
  const isNewVersion = template.outdated && template.state !== 'nao_enviado';
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          {purpose}
        </h3>
        <TemplateStateBadge state={template.state} />
      </div>
      <TemplateBodyPreview body={template.body} label={ui.bodyLabel(purpose)} />
      {template.quickReplies.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>{ui.quickRepliesLabel}</span>
          {template.quickReplies.map((reply) => (
            <span key={reply} className="rounded-full border px-2.5 py-0.5 text-foreground">
              {reply}
            </span>
          ))}
        </div>
      ) : null}
      <div className="grid gap-1 text-sm">
        <p className="text-muted-foreground">{ui.stateHints[template.state]}</p>
        {template.rejectedReason ? (
          <p className="font-medium text-destructive-ink">{template.rejectedReason}</p>
        ) : null}
        {isNewVersion ? <p className="text-foreground">{ui.outdated}</p> : null}
        {template.problem ? (
          <p className="font-medium text-destructive-ink">{template.problem}</p>
        ) : null}
        {template.name ? (
          <p className="font-mono text-xs break-all text-muted-foreground">
            {ui.templateName(template.name)}
          </p>
        ) : null}
      </div>
      {template.canSubmit ? (
        <div>
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={isSubmitting}
            aria-label={isNewVersion ? ui.submitNewVersion(purpose) : ui.submitOne(purpose)}
            onClick={onSubmit}
          >
            {isNewVersion ? ui.submitNewVersionShort : ui.submitOneShort}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
