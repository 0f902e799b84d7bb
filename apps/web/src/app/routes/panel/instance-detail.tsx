import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { isInstanceActive } from '@secretaria/shared/instances-schemas';
import { attendantSettingsUi } from '@secretaria/shared/messages';
import { Card } from '@/components/ui/card';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { agendaKeys } from '@/features/agenda/api/get-agenda';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';
import { ContatosTab } from '@/features/contatos/components/contatos-tab';
import { useInstance } from '@/features/instances/api/get-instance';
import { AttendantTab } from '@/features/instances/components/attendant-tab';
import { IaSettingsSection } from '@/features/instances/components/ia-settings-section';
import { LembreteSettingsSection } from '@/features/instances/components/lembrete-settings-section';
import { NextStepCard } from '@/features/instances/components/next-step-card';
import { RetencaoSettingsSection } from '@/features/instances/components/retencao-settings-section';
import { instanceKeys } from '@/features/instances/api/get-instances';
import {
  GENERAL_SUBTABS,
  InstanceGeneralTab,
  type GeneralSubtab,
} from '@/features/instances/components/instance-general-tab';
import { InstanceHeader } from '@/features/instances/components/instance-header';
import {
  BackToInstances,
  InstanceLoading,
  InstanceNotFound,
} from '@/features/instances/components/instance-states';
import { LocalizacoesTab } from '@/features/localizacoes/components/localizacoes-tab';
import { ProfissionaisTab } from '@/features/profissionais/components/profissionais-tab';
import { useInstanceServicos } from '@/features/servicos/api/get-servicos';
import { ServicosTab } from '@/features/servicos/components/servicos-tab';
import { ConversaTestePanel } from '@/features/conversa-teste/components/conversa-teste-panel';
import { WhatsappActivation } from '@/features/whatsapp/components/whatsapp-activation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { msg } from '@secretaria/shared/messages';

const TABS = [
  { value: 'geral', label: 'Geral' },
  { value: 'atendente', label: attendantSettingsUi.tab },
  { value: 'servicos', label: 'Serviços' },
  { value: 'localizacoes', label: 'Localizações' },
  { value: 'profissionais', label: 'Profissionais' },
  { value: 'clientes', label: 'Contatos' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The professionals' link dialog offers the instance's services. */
function ProfissionaisWithServicos({ instanceId }: { instanceId: string }) {
  const servicos = useInstanceServicos(instanceId);
  const options = (servicos.data ?? []).map(({ id, nome }) => ({ id, nome }));
  return <ProfissionaisTab instanceId={instanceId} servicos={options} />;
}

function TabPanel({ value, children }: { value: TabValue; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <SectionErrorBoundary>
        {value === 'geral' ? children : <Card className="p-4 sm:p-6">{children}</Card>}
      </SectionErrorBoundary>
    </TabsContent>
  );
}

/** Spec §2 /painel/instancias/{id}: tabs kept in ?tab= (default geral) without navigating. */
export function InstanceDetailPage() {
  const { id = '' } = useParams();
  const instance = useInstance(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = pick(
    searchParams.get('tab'),
    TABS.map((t) => t.value),
    'geral',
  );
  const subtab = pick(searchParams.get('sub'), GENERAL_SUBTABS, 'informacoes');
  const isNotFound = isApiError(instance.error) && instance.error.status === 404;
  const queryClient = useQueryClient();
  // The server sets Ativo/Inativo with the connection; the header and cards follow at once.
  const handleConnectionChange = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: instanceKeys.all }),
    [queryClient],
  );

  useDocumentTitle(
    instance.data
      ? instance.data.name || 'Instância'
      : isNotFound
        ? msg.instanceNotFound
        : msg.loadingInstance,
  );

  function setParam(key: 'tab' | 'sub', value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        if (key === 'tab' && value !== 'geral') next.delete('sub');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <>
      <BackToInstances />
      {instance.isPending ? (
        <InstanceLoading />
      ) : isNotFound ? (
        <InstanceNotFound />
      ) : instance.isError ? (
        <QueryErrorAlert
          title={msg.loadDataError}
          error={instance.error}
          fallback={msg.loadDataErrorText}
          onRetry={() => void instance.refetch()}
        />
      ) : (
        <>
          <InstanceHeader instance={instance.data} />
          {/* After the WhatsApp connects ('Ativo'): what is missing before the attendant books. */}
          {isInstanceActive(instance.data.status) ? (
            <SectionErrorBoundary>
              <NextStepCard instanceId={id} timeZone={instance.data.timezone} />
            </SectionErrorBoundary>
          ) : null}
          <Tabs value={tab} onValueChange={(value) => setParam('tab', value)}>
            <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1 sm:h-11 sm:flex-nowrap">
              {TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value} className="flex-none sm:flex-1">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabPanel value="geral">
              <InstanceGeneralTab
                instance={instance.data}
                subtab={subtab}
                onSubtabChange={(value: GeneralSubtab) => setParam('sub', value)}
                activation={
                  <WhatsappActivation
                    key={instance.data.full_phone_number}
                    instance={instance.data}
                    onConnectionChange={handleConnectionChange}
                  />
                }
                subscription={<SubscriptionTab instance={instance.data} />}
              />
            </TabPanel>
            <TabPanel value="atendente">
              <AttendantTab instanceId={id}>
                <SectionErrorBoundary>
                  <IaSettingsSection instanceId={id} />
                </SectionErrorBoundary>
                <SectionErrorBoundary>
                  <LembreteSettingsSection instanceId={id} timeZone={instance.data.timezone} />
                </SectionErrorBoundary>
                <SectionErrorBoundary>
                  <RetencaoSettingsSection instanceId={id} />
                </SectionErrorBoundary>
                <ConversaTestePanel
                  instanceId={id}
                  timeZone={instance.data.timezone}
                  onDataDeleted={() =>
                    void queryClient.invalidateQueries({ queryKey: agendaKeys.all })
                  }
                />
              </AttendantTab>
            </TabPanel>
            <TabPanel value="servicos">
              <ServicosTab instanceId={id} />
            </TabPanel>
            <TabPanel value="localizacoes">
              <LocalizacoesTab instanceId={id} />
            </TabPanel>
            <TabPanel value="profissionais">
              <ProfissionaisWithServicos instanceId={id} />
            </TabPanel>
            <TabPanel value="clientes">
              <ContatosTab instanceId={id} />
            </TabPanel>
          </Tabs>
        </>
      )}
    </>
  );
}
