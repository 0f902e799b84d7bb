import type { ReactNode } from 'react';
import { attendantSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { Spinner } from '@/components/ui/spinner';
import { useAttendantSettings } from '../api/attendant-settings';
import { AttendantSettingsForm } from './attendant-settings-form';

/**
 * The 'Atendente' tab: the attendant's settings, then whatever the page puts below them (the
 * test chat, 'Testar atendente').
 */
export function AttendantTab({
  instanceId,
  children,
}: {
  instanceId: string;
  children?: ReactNode;
}) {
  const settings = useAttendantSettings(instanceId);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="attendant-settings-title">
        <SectionHeader
          id="attendant-settings-title"
          title={ui.title}
          description={ui.description}
        />
        {settings.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={ui.loading} />
            <span aria-hidden="true">{ui.loading}</span>
          </p>
        ) : settings.isError ? (
          <QueryErrorAlert
            title={msg.settingsLoadError}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <AttendantSettingsForm instanceId={instanceId} settings={settings.data} />
        )}
      </section>
      {children}
    </div>
  );
}
