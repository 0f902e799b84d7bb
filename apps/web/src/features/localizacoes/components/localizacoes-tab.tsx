import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { formatCep, type Localizacao } from '@secretaria/shared/localizacoes-schemas';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { RecordRow, ScrollList } from '@/components/ui/record-row';
import { SectionHeader } from '@/components/ui/section-header';
import { errorMessage } from '@/lib/api-client';
import { useLocalizacaoMutations, useLocalizacoes } from '../api/localizacoes';
import { LocalizacaoDialog } from './localizacao-dialog';
import { msg } from '@secretaria/shared/messages';

export const LOAD_LOCALIZACOES_ERROR = 'Erro ao buscar localizações';

function address(l: Localizacao): string {
  return `${l.logradouro}, ${l.numero} – ${l.bairro}, ${l.cidade}/${l.estado} · CEP ${formatCep(l.cep)}`;
}

export function LocalizacoesTab({ instanceId }: { instanceId: string }) {
  const localizacoes = useLocalizacoes(instanceId);
  const { remove } = useLocalizacaoMutations(instanceId);
  const [editing, setEditing] = useState<{ open: boolean; item: Localizacao | null }>({
    open: false,
    item: null,
  });
  const [removing, setRemoving] = useState<Localizacao | null>(null);
  const { error, errorUpdatedAt } = localizacoes;

  useEffect(() => {
    if (error) {
      toast.error(LOAD_LOCALIZACOES_ERROR, {
        description: errorMessage(error, 'Ocorreu um erro inesperado'),
      });
    }
  }, [error, errorUpdatedAt]);

  async function handleRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Localização removida', { description: `${removing.nome} foi excluída.` });
      setRemoving(null);
    } catch (err) {
      toast.error('Erro ao remover localização', {
        description: errorMessage(err, 'Ocorreu um erro ao remover a localização.'),
      });
    }
  }

  return (
    <section aria-labelledby="localizacoes-title">
      <SectionHeader
        id="localizacoes-title"
        title="Localizações"
        description="Os endereços onde os atendimentos acontecem."
        action={
          <Button onClick={() => setEditing({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            Adicionar Localização
          </Button>
        }
      />
      <QueryState
        query={localizacoes}
        errorTitle={LOAD_LOCALIZACOES_ERROR}
        isEmpty={localizacoes.data?.length === 0}
        empty="Nenhuma localização cadastrada."
      >
        <ScrollList label="Localizações">
          {localizacoes.data?.map((l) => (
            <RecordRow
              key={l.id}
              name={l.nome}
              title={l.nome}
              details={
                <>
                  <span className="block truncate">{address(l)}</span>
                  {l.ponto_referencia ? (
                    <span className="block truncate">Referência: {l.ponto_referencia}</span>
                  ) : null}
                </>
              }
              onEdit={() => setEditing({ open: true, item: l })}
              onDelete={() => setRemoving(l)}
            />
          ))}
        </ScrollList>
      </QueryState>
      <LocalizacaoDialog
        instanceId={instanceId}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        localizacao={editing.item}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={msg.confirmDeleteLocalizacao(removing?.nome ?? '')}
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </section>
  );
}
