import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { Profissional } from '@secretaria/shared/profissionais-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { RecordRow, ScrollList } from '@/components/ui/record-row';
import { SectionHeader } from '@/components/ui/section-header';
import { errorMessage } from '@/lib/api-client';
import { useProfissionais } from '../api/get-profissionais';
import { useDeleteProfissional } from '../api/save-profissional';
import type { ServicoOption } from './link-servico-dialog';
import { ProfissionalDialog } from './profissional-dialog';
import { ProfissionalServicosList } from './profissional-servicos-list';
import { msg } from '@secretaria/shared/messages';

type ProfissionaisTabProps = { instanceId: string; servicos: ServicoOption[] };

export function ProfissionaisTab({ instanceId, servicos }: ProfissionaisTabProps) {
  const profissionais = useProfissionais(instanceId);
  const remove = useDeleteProfissional(instanceId);
  const [editing, setEditing] = useState<{ open: boolean; item: Profissional | null }>({
    open: false,
    item: null,
  });
  const [removing, setRemoving] = useState<Profissional | null>(null);
  const { error, errorUpdatedAt } = profissionais;

  useEffect(() => {
    if (error) {
      toast.error('Erro ao buscar profissionais', {
        description: 'Não foi possível carregar os profissionais',
      });
    }
  }, [error, errorUpdatedAt]);

  const data = profissionais.data;
  const count = data?.items.length ?? 0;
  const isAtLimit = data !== undefined && count >= data.limit;

  async function handleRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Profissional removido', {
        description: `${removing.nome} foi removido desta instância.`,
      });
      setRemoving(null);
    } catch (err) {
      toast.error('Erro ao remover profissional', {
        description: errorMessage(err, 'Ocorreu um erro ao remover o profissional.'),
      });
    }
  }

  return (
    <section aria-labelledby="profissionais-title">
      <SectionHeader
        id="profissionais-title"
        title="Profissionais"
        description={
          data ? (
            <span data-testid="profissionais-count">
              {count} de {data.limit} profissionais ({data.plan})
            </span>
          ) : (
            'Quem atende os clientes desta instância.'
          )
        }
        action={
          <>
            <Button
              disabled={!data || isAtLimit}
              aria-describedby={isAtLimit ? 'profissionais-limit' : undefined}
              onClick={() => setEditing({ open: true, item: null })}
            >
              <Plus aria-hidden="true" />
              Adicionar Profissional
            </Button>
            {isAtLimit ? (
              <p id="profissionais-limit" className="max-w-xs text-xs text-muted-foreground">
                O limite do {data.plan} foi atingido. Remova um profissional ou mude de plano.
              </p>
            ) : null}
          </>
        }
      />
      <QueryState
        query={profissionais}
        errorTitle="Erro ao buscar profissionais"
        errorFallback="Não foi possível carregar os profissionais"
        isEmpty={count === 0}
        empty="Nenhum profissional cadastrado."
      >
        {/* Each professional carries its services: in a 15rem box they were cut off, with an
            empty page below (issue 25). The list grows with the page instead. */}
        <ScrollList label="Profissionais" className="max-h-none overflow-visible">
          {data?.items.map((p) => (
            <RecordRow
              key={p.id}
              name={p.nome}
              title={p.nome}
              details={p.especialidade}
              onEdit={() => setEditing({ open: true, item: p })}
              onDelete={() => setRemoving(p)}
            >
              <ProfissionalServicosList
                profissionalId={p.id}
                profissionalNome={p.nome}
                servicos={servicos}
              />
            </RecordRow>
          ))}
        </ScrollList>
      </QueryState>
      <ProfissionalDialog
        instanceId={instanceId}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        profissional={editing.item}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover profissional"
        description={msg.confirmDeleteProfissional(removing?.nome ?? '')}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </section>
  );
}
