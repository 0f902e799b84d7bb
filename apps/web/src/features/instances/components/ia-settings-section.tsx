import { iaSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useIaSettings } from '../api/ia-settings';
import { AiUsagePanel } from './ai-usage-panel';
import { IaSettingsForm } from './ia-settings-form';

/** 'Modo de atendimento' in the 'Atendente' tab: 'Regras' or 'IA', then this month's usage. */
export function IaSettingsSection({ instanceId }: { instanceId: string }) {
  const settings = useIaSettings(instanceId);
  return (
    <section aria-labelledby="ia-settings-title" className="border-t pt-8">
      <SectionHeader id="ia-settings-title" title={ui.title} description={ui.description} />
      <QueryState query={settings} errorTitle={msg.iaSettingsLoadError} loadingText={ui.loading}>
        {settings.data ? (
          <div className="grid gap-6">
            <IaSettingsForm instanceId={instanceId} settings={settings.data} />
            <AiUsagePanel settings={settings.data} />
          </div>
        ) : null}
      </QueryState>
    </section>
  );
}
