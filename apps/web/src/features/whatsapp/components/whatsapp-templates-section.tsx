import { ExternalLink, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import {
  isTemplateMissing,
  META_PRICING_URL,
  type TemplatePurpose,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { errorMessage } from '@/lib/api-client';
import { useWhatsappTemplates } from '../api/get-whatsapp-templates';
import {
  useSubmitWhatsappTemplates,
  useSyncWhatsappTemplates,
} from '../api/submit-whatsapp-templates';
import { WhatsappTemplateRow } from './whatsapp-template-row';

const syncedAtText = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * 'Modelos de mensagem' (issue 27 items 4 and 7), under an official-API line in Ativação: the
 * template of each reminder and notice with Meta's status, sent for approval from here, and the
 * month's count of template messages, which Meta charges for.
 */
export function WhatsappTemplatesSection({ instanceId }: { instanceId: string }) {
  const templates = useWhatsappTemplates(instanceId);
  return (
    <section aria-labelledby="modelos-title" className="grid gap-4 border-t pt-6">
      <SectionHeader id="modelos-title" title={ui.title} description={ui.description} />
      <QueryState
        query={templates}
        errorTitle={ui.loadError}
        loadingText={ui.loading}
        isEmpty={templates.data?.templates.length === 0}
        empty={ui.empty}
      >
        {templates.data ? <TemplatesList instanceId={instanceId} data={templates.data} /> : null}
      </QueryState>
    </section>
  );
}

function TemplatesList({
  instanceId,
  data,
}: {
  instanceId: string;
  data: WhatsappTemplatesResponse;
}) {
  const submit = useSubmitWhatsappTemplates(instanceId);
  const sync = useSyncWhatsappTemplates(instanceId);
  const isBusy = submit.isPending || sync.isPending;
  const dueCount = data.templates.filter(isTemplateMissing).length;
  const lastSync = data.templates
    .map((t) => t.syncedAt)
    .filter((s): s is string => s !== null)
    .sort()
    .at(-1);

  async function handleSubmit(purpose?: TemplatePurpose) {
    try {
      await submit.mutateAsync(purpose);
      toast.success(ui.submitted);
    } catch (error) {
      toast.error(ui.submitError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  async function handleSync() {
    try {
      await sync.mutateAsync();
      toast.success(ui.refreshed);
    } catch (error) {
      toast.error(ui.refreshError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  return (
    <div className="grid gap-4">
      {data.syncProblem ? <Alert variant="destructive">{data.syncProblem}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {dueCount > 0 ? (
          <Button
            className="w-full sm:w-auto"
            disabled={isBusy}
            onClick={() => void handleSubmit()}
          >
            {submit.isPending && submit.variables === undefined
              ? ui.submitAllPending
              : ui.submitAll}
          </Button>
        ) : null}
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={isBusy}
          onClick={() => void handleSync()}
        >
          <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
          {sync.isPending ? ui.refreshing : ui.refresh}
        </Button>
        {lastSync ? (
          <p className="text-xs text-muted-foreground">{ui.lastSync(syncedAtText(lastSync))}</p>
        ) : null}
      </div>
      <ul className="grid gap-3" aria-label={ui.title}>
        {data.templates.map((template) => (
          <WhatsappTemplateRow
            key={template.purpose}
            template={template}
            isSubmitting={isBusy}
            onSubmit={() => void handleSubmit(template.purpose)}
          />
        ))}
      </ul>
      <TemplatesMonthCount count={data.sentThisMonth} />
    </div>
  );
}

/** Item 7: what costs money, as this month's count of template messages. */
function TemplatesMonthCount({ count }: { count: number }) {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed p-4 text-sm">
      <p className="font-semibold tabular-nums" data-testid="modelos-mes">
        {ui.monthCount(count)}
      </p>
      <p className="text-muted-foreground">{ui.pricingNote}</p>
      <a
        href={META_PRICING_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 font-medium text-primary-ink underline underline-offset-4 sm:min-h-0"
      >
        {ui.pricingLink}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </div>
  );
}
