import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MessageCircle, MessagesSquare, Smartphone, WifiOff } from 'lucide-react';
import { CONVERSA_FILTROS, type ConversaFiltro } from '@secretaria/shared/conversas-schemas';
import { instanceLabel } from '@secretaria/shared/instance-display';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { PageHeader } from '@/components/ui/page-header';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { ContatoLgpdActions } from '@/features/contatos/components/contato-lgpd-actions';
import { conversaKeys, useConversasContagem } from '@/features/conversas/api/conversas';
import { ConversaList } from '@/features/conversas/components/conversa-list';
import { ConversaView } from '@/features/conversas/components/conversa-view';
import { instancesQueryOptions } from '@/features/instances/api/get-instances';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { INSTANCE_PARAM } from './scheduling/use-scheduling-target';

const t = msg.conversas;
const CONVERSA_PARAM = 'conversa';
const FILTRO_PARAM = 'filtro';

/** Issue 12 Conversas: an instance's WhatsApp chats, read and answered by the owner. */
export function ConversasPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const instances = useQuery(instancesQueryOptions);
  const list = instances.data ?? [];
  const instanceParam = searchParams.get(INSTANCE_PARAM);
  const instance =
    list.find((i) => i.id === instanceParam) ?? (list.length === 1 ? list[0] : undefined);
  const contagem = useConversasContagem(instance?.id ?? '');
  const waiting = contagem.data?.aguardando ?? 0;
  useDocumentTitle(waiting > 0 ? `(${waiting}) ${t.title}` : t.title);

  const conversaId = searchParams.get(CONVERSA_PARAM);
  const filtro =
    CONVERSA_FILTROS.find((f) => f === searchParams.get(FILTRO_PARAM)) ?? ('todas' as const);
  const backParams = new URLSearchParams(searchParams);
  backParams.delete(CONVERSA_PARAM);

  function update(changes: Record<string, string | null>) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  const picker =
    list.length > 0 ? (
      <div className="grid w-full gap-2 sm:w-72">
        <Label htmlFor="conversas-instance">{t.instanceLabel}</Label>
        <OptionSelect
          id="conversas-instance"
          value={instance?.id ?? ''}
          onValueChange={(id) => update({ [INSTANCE_PARAM]: id, [CONVERSA_PARAM]: null })}
          options={list.map((i) => ({ id: i.id, label: instanceLabel(i) }))}
          placeholder={t.instancePlaceholder}
        />
      </div>
    ) : null;

  let body;
  if (instances.isPending)
    body = (
      <p className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {t.loadingInstances}
      </p>
    );
  else if (instances.isError)
    body = (
      <QueryErrorAlert
        error={instances.error}
        fallback={t.instancesError}
        onRetry={() => void instances.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <EmptyState
        icon={MessagesSquare}
        title={t.noInstanceTitle}
        description={t.noInstanceText}
        action={
          <Link to="/painel/instancias" className={buttonClasses({ variant: 'outline' })}>
            {t.goToInstances}
          </Link>
        }
      />
    );
  else {
    const connected = instance?.status === 'Ativo';
    body = (
      <div className="grid gap-4">
        {!instance ? (
          <EmptyState icon={MessagesSquare} title={t.prompt} />
        ) : (
          <>
            {!connected ? (
              <Alert variant="info" className={cn(conversaId && 'max-lg:hidden')}>
                {t.notConnectedBanner}{' '}
                <Link
                  to={`/painel/instancias/${instance.id}?tab=geral&sub=ativacao`}
                  className="font-medium text-primary-ink underline underline-offset-4"
                >
                  {t.goToActivation}
                </Link>
              </Alert>
            ) : null}
            <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <ConversaList
                key={instance.id}
                instanceId={instance.id}
                timeZone={instance.timezone}
                selectedId={conversaId}
                filtro={filtro}
                onFiltroChange={(f: ConversaFiltro) =>
                  update({ [FILTRO_PARAM]: f === 'todas' ? null : f })
                }
                counts={contagem.data}
                className={cn('lg:h-[calc(100dvh-15rem)]', conversaId && 'max-lg:hidden')}
                emptyState={
                  connected ? (
                    <EmptyState
                      icon={MessageCircle}
                      title={t.noConversasTitle}
                      description={t.noConversasText}
                      action={
                        <Link
                          to={`/painel/instancias/${instance.id}?tab=atendente`}
                          className={buttonClasses({ variant: 'outline' })}
                        >
                          {t.testAttendant}
                        </Link>
                      }
                    />
                  ) : (
                    <EmptyState
                      icon={WifiOff}
                      title={t.notConnectedTitle}
                      description={t.notConnectedText}
                      action={
                        <Link
                          to={`/painel/instancias/${instance.id}?tab=geral&sub=ativacao`}
                          className={buttonClasses({ variant: 'outline' })}
                        >
                          {t.goToActivation}
                        </Link>
                      }
                    />
                  )
                }
              />
              <div className={cn('min-w-0', !conversaId && 'max-lg:hidden')}>
                {conversaId ? (
                  <SectionErrorBoundary key={conversaId}>
                    <ConversaView
                      conversaId={conversaId}
                      instanceId={instance.id}
                      timeZone={instance.timezone}
                      backTo={`?${backParams}`}
                      contatoActions={(contato) => (
                        <ContatoLgpdActions
                          instanceId={instance.id}
                          contato={contato}
                          onErased={() => {
                            // The erase deleted this chat: back to the list, which reloads.
                            update({ [CONVERSA_PARAM]: null });
                            void queryClient.invalidateQueries({ queryKey: conversaKeys.all });
                          }}
                        />
                      )}
                    />
                  </SectionErrorBoundary>
                ) : (
                  <div className="hidden h-full min-h-64 items-center justify-center rounded-xl border border-dashed text-sm text-muted-foreground lg:flex">
                    <Smartphone aria-hidden="true" className="mr-2 size-4" />
                    {t.selectConversa}
                  </div>
                )}
              </div>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <div className={cn(conversaId && 'max-lg:sr-only')}>
        <PageHeader title={t.title} description={t.description} actions={picker} />
      </div>
      {body}
    </>
  );
}
