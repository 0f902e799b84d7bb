import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { Contato } from '@secretaria/shared/contatos-schemas';
import { displayPhone } from '@secretaria/shared/phone';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { RecordRow, ScrollList } from '@/components/ui/record-row';
import { SectionHeader } from '@/components/ui/section-header';
import { errorMessage } from '@/lib/api-client';
import { useContatoMutations, useContatos } from '../api/contatos';
import { ContatoDialog } from './contato-dialog';
import { ContatoLgpdActions } from './contato-lgpd-actions';
import { msg } from '@secretaria/shared/messages';

export function ContatosTab({ instanceId }: { instanceId: string }) {
  const contatos = useContatos(instanceId);
  const { remove } = useContatoMutations(instanceId);
  const [editing, setEditing] = useState<{ open: boolean; item: Contato | null }>({
    open: false,
    item: null,
  });
  const [removing, setRemoving] = useState<Contato | null>(null);

  async function handleRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Contato removido', { description: `${removing.nome} foi excluído.` });
      setRemoving(null);
    } catch (error) {
      toast.error('Erro ao remover contato', {
        description: errorMessage(error, 'Ocorreu um erro ao remover o contato.'),
      });
    }
  }

  return (
    <section aria-labelledby="contatos-title">
      <SectionHeader
        id="contatos-title"
        title="Contatos"
        description={
          contatos.data
            ? `${contatos.data.length} ${contatos.data.length === 1 ? 'contato' : 'contatos'}`
            : 'Os clientes que agendam por esta instância.'
        }
        action={
          <Button onClick={() => setEditing({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            Adicionar Contato
          </Button>
        }
      />
      <QueryState
        query={contatos}
        errorTitle="Erro ao buscar contatos"
        isEmpty={contatos.data?.length === 0}
        empty="Nenhum contato cadastrado."
      >
        <ScrollList label="Contatos">
          {contatos.data?.map((c) => (
            <RecordRow
              key={c.id}
              name={c.nome}
              title={c.nome}
              details={<span className="tabular-nums">{displayPhone(c.telefone)}</span>}
              onEdit={() => setEditing({ open: true, item: c })}
              onDelete={() => setRemoving(c)}
            >
              <ContatoLgpdActions instanceId={instanceId} contato={c} />
            </RecordRow>
          ))}
        </ScrollList>
      </QueryState>
      <ContatoDialog
        instanceId={instanceId}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        contato={editing.item}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={msg.confirmDeleteContato(removing?.nome ?? '')}
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </section>
  );
}
