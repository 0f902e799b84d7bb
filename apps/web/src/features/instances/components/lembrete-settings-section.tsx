import { lembreteSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useLembreteSettings } from '../api/lembrete-settings';
import { LembreteSettingsForm } from './lembrete-settings-form';

/** 'Lembretes e avisos' in the 'Atendente' tab: loading, error with retry, then the form. */
export function LembreteSettingsSection({
  instanceId,
  timeZone,
}: {
  instanceId: string;
  /** The instance's zone (the texts' preview dates). */
  timeZone: string;
}) {
  const settings = useLembreteSettings(instanceId);
  return (
    <section aria-labelledby="lembrete-settings-title" className="border-t pt-8">
      <SectionHeader id="lembrete-settings-title" title={ui.title} description={ui.description} />
      <QueryState
        query={settings}
        errorTitle={msg.lembreteSettingsLoadError}
        loadingText={ui.loading}
      >
        {settings.data ? (
          <LembreteSettingsForm
            instanceId={instanceId}
            settings={settings.data}
            timeZone={timeZone}
          />
        ) : null}
      </QueryState>
    </section>
  );
}
