import { useEffect, useState } from 'react';
import { ClipboardList, Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useServicos } from '../api/get-servicos';
import { useDeleteServico } from '../api/save-servico';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ServicoFormCard, type InstanceOption } from './servico-form-card';
import { servicoToasts } from './servico-messages';
import { ServicosTable } from './servicos-table';
import { msg } from '@secretaria/shared/messages';

export const LOAD_SERVICOS_ERROR = 'Erro ao buscar serviços';

type FormState = { mode: 'closed' } | { mode: 'open'; servico: Servico | null };

/** Spec §2 'Gerenciar Serviços': search, table, add/edit card and delete confirmation. */
export function ServicosManager({ instances }: { instances: InstanceOption[] }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const servicos = useServicos(q);
  const remove = useDeleteServico();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const [removing, setRemoving] = useState<Servico | null>(null);
  const { error, errorUpdatedAt } = servicos;

  useEffect(() => {
    if (error) {
      toast.error(LOAD_SERVICOS_ERROR, {
        description: errorMessage(error, 'Ocorreu um erro inesperado'),
      });
    }
  }, [error, errorUpdatedAt]);

  async function handleRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      servicoToasts.removed(removing.nome);
      setRemoving(null);
    } catch (err) {
      servicoToasts.removeFailed(err);
    }
  }

  return (
    <>
      <PageHeader
        title="Gerenciar Serviços"
        description="Os serviços que a sua secretária oferece e agenda para os clientes."
        actions={
          <Button onClick={() => setFormState({ mode: 'open', servico: null })}>
            <Plus aria-hidden="true" />
            Novo Serviço
          </Button>
        }
      />
      {formState.mode === 'open' ? (
        instances.length === 0 ? (
          <div className="mb-6">
            <EmptyState
              icon={ClipboardList}
              title="Nenhuma instância disponível"
              description="É necessário cadastrar pelo menos uma instância do WhatsApp antes de adicionar serviços."
              action={
                <Link
                  to="/painel/instancias"
                  className={buttonClasses({ variant: 'outline', className: 'mt-2' })}
                >
                  Ir para Instâncias
                </Link>
              }
            />
          </div>
        ) : (
          <ServicoFormCard
            key={formState.servico?.id ?? 'new'}
            servico={formState.servico}
            instances={instances}
            onDone={() => setFormState({ mode: 'closed' })}
          />
        )
      ) : null}
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="relative max-w-md">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Buscar serviços"
              placeholder="Buscar serviços..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <QueryState
            query={servicos}
            errorTitle={LOAD_SERVICOS_ERROR}
            isEmpty={servicos.data?.length === 0}
            empty={
              q.trim()
                ? `Nenhum serviço encontrado para “${q.trim()}”.`
                : 'Nenhum serviço cadastrado.'
            }
          >
            <div
              aria-busy={servicos.isFetching}
              className={servicos.isPlaceholderData ? 'opacity-60' : undefined}
            >
              <ServicosTable
                servicos={servicos.data ?? []}
                instances={instances}
                onEdit={(servico) => {
                  setFormState({ mode: 'open', servico });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                onDelete={setRemoving}
              />
            </div>
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={msg.confirmDeleteServico(removing?.nome ?? '')}
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </>
  );
}
