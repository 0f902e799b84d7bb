import { useState } from 'react';
import { toast } from 'sonner';
import { RETENCAO_MESES_OPTIONS } from '@secretaria/shared/lgpd-schemas';
import { lgpdUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useRetencaoSettings, useUpdateRetencaoSettings } from '../api/retencao-settings';

const NEVER = 'nunca';
const toValue = (meses: number | null) => (meses === null ? NEVER : String(meses));

/** The 'Atendente' tab's message retention (LGPD): how old a message may get before it goes. */
export function RetencaoSettingsSection({ instanceId }: { instanceId: string }) {
  const settings = useRetencaoSettings(instanceId);
  return (
    <section aria-labelledby="retencao-title">
      <SectionHeader
        id="retencao-title"
        title={ui.retentionTitle}
        description={ui.retentionDescription}
      />
      {settings.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={ui.retentionLoading} />
          <span aria-hidden="true">{ui.retentionLoading}</span>
        </p>
      ) : settings.isError ? (
        <QueryErrorAlert
          title={msg.settingsLoadError}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <RetencaoForm
          key={toValue(settings.data.retencao_meses)}
          instanceId={instanceId}
          stored={settings.data.retencao_meses}
        />
      )}
    </section>
  );
}

function RetencaoForm({ instanceId, stored }: { instanceId: string; stored: number | null }) {
  const update = useUpdateRetencaoSettings(instanceId);
  const [value, setValue] = useState(toValue(stored));

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ retencao_meses: value === NEVER ? null : Number(value) });
      toast.success(ui.retentionSaved);
    } catch (error) {
      toast.error(ui.retentionSaveError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  return (
    <form className="grid max-w-md gap-3" onSubmit={(e) => void handleSubmit(e)}>
      <label htmlFor="retencao-meses" className="text-sm font-medium">
        {ui.retentionLabel}
      </label>
      <select
        id="retencao-meses"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
      >
        {RETENCAO_MESES_OPTIONS.map((n) => (
          <option key={n} value={String(n)}>
            {ui.retentionMonths(n)}
          </option>
        ))}
        <option value={NEVER}>{ui.retentionNever}</option>
      </select>
      <div>
        <Button type="submit" disabled={update.isPending || value === toValue(stored)}>
          {update.isPending ? ui.retentionSaving : ui.retentionSave}
        </Button>
      </div>
    </form>
  );
}
