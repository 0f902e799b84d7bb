import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { RecordRow, ScrollList } from '@/components/ui/record-row';
import { SectionHeader } from '@/components/ui/section-header';
import { useInstanceServicos } from '../api/get-servicos';
import { useDeleteServico } from '../api/save-servico';
import { ServicoDialog } from './servico-dialog';
import { servicoToasts } from './servico-messages';
import { msg } from '@secretaria/shared/messages';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function ServicosTab({ instanceId }: { instanceId: string }) {
  const servicos = useInstanceServicos(instanceId);
  const remove = useDeleteServico();
  const [editing, setEditing] = useState<{ open: boolean; item: Servico | null }>({
    open: false,
    item: null,
  });
  const [removing, setRemoving] = useState<Servico | null>(null);

  async function handleRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      servicoToasts.removed(removing.nome);
      setRemoving(null);
    } catch (error) {
      servicoToasts.removeFailed(error);
    }
  }

  return (
    <section aria-labelledby="servicos-title">
      <SectionHeader
        id="servicos-title"
        title="Serviços"
        description="O que os clientes podem agendar nesta instância."
        action={
          <Button onClick={() => setEditing({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            Adicionar Serviço
          </Button>
        }
      />
      <QueryState
        query={servicos}
        errorTitle="Erro ao buscar serviços"
        isEmpty={servicos.data?.length === 0}
        empty="Nenhum serviço cadastrado."
      >
        <ScrollList label="Serviços">
          {servicos.data?.map((s) => (
            <RecordRow
              key={s.id}
              name={s.nome}
              title={s.nome}
              details={
                s.preco === null
                  ? s.descricao || 'Sem descrição'
                  : `${BRL.format(s.preco)} · ${s.descricao || 'Sem descrição'}`
              }
              onEdit={() => setEditing({ open: true, item: s })}
              onDelete={() => setRemoving(s)}
            />
          ))}
        </ScrollList>
      </QueryState>
      <ServicoDialog
        instanceId={instanceId}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        servico={editing.item}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={msg.confirmDeleteServico(removing?.nome ?? '')}
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </section>
  );
}
