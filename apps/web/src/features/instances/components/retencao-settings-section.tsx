import { useState } from 'react';
import { toast } from 'sonner';
import { RETENCAO_MESES_OPTIONS } from '@secretaria/shared/lgpd-schemas';
import { lgpdUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { errorMessage } from '@/lib/api-client';
import { useRetencaoSettings, useUpdateRetencaoSettings } from '../api/retencao-settings';

const NEVER = 'nunca';
const toValue = (meses: number | null) => (meses === null ? NEVER : String(meses));
const OPTIONS = [
  ...RETENCAO_MESES_OPTIONS.map((n) => ({ id: String(n), label: ui.retentionMonths(n) })),
  { id: NEVER, label: ui.retentionNever },
];

/** The 'Atendente' tab's message retention (LGPD): how old a message may get before it goes. */
export function RetencaoSettingsSection({ instanceId }: { instanceId: string }) {
  const settings = useRetencaoSettings(instanceId);
  return (
    <section aria-labelledby="retencao-title" className="border-t pt-8">
      <SectionHeader
        id="retencao-title"
        title={ui.retentionTitle}
        description={ui.retentionDescription}
      />
      <QueryState
        query={settings}
        errorTitle={msg.settingsLoadError}
        loadingText={ui.retentionLoading}
      >
        {settings.data ? (
          <RetencaoForm
            key={toValue(settings.data.retencao_meses)}
            instanceId={instanceId}
            stored={settings.data.retencao_meses}
          />
        ) : null}
      </QueryState>
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
    <form
      aria-label={ui.retentionTitle}
      className="grid gap-4 sm:flex sm:items-end"
      onSubmit={(e) => void handleSubmit(e)}
    >
      <FormField id="retencao-meses" label={ui.retentionLabel} className="sm:w-64">
        <OptionSelect
          value={value}
          onValueChange={setValue}
          options={OPTIONS}
          placeholder={ui.retentionLabel}
        />
      </FormField>
      <Button
        type="submit"
        disabled={update.isPending || value === toValue(stored)}
        className="w-full sm:w-auto"
      >
        {update.isPending ? ui.retentionSaving : ui.retentionSave}
      </Button>
    </form>
  );
}
