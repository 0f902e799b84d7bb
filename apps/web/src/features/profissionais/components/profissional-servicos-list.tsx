import { useState } from 'react';
import { Clock, Link2, Unlink } from 'lucide-react';
import { toast } from 'sonner';
import type { ProfissionalServico } from '@secretaria/shared/profissionais-schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import {
  useProfissionalServicoMutations,
  useProfissionalServicos,
} from '../api/profissional-servicos';
import { LinkServicoDialog, type ServicoOption } from './link-servico-dialog';

type Props = { profissionalId: string; profissionalNome: string; servicos: ServicoOption[] };

/** A professional's services with their tempo_execucao, and the link / time / unlink actions. */
export function ProfissionalServicosList({ profissionalId, profissionalNome, servicos }: Props) {
  const links = useProfissionalServicos(profissionalId);
  const { unlink } = useProfissionalServicoMutations(profissionalId);
  const [dialog, setDialog] = useState<{ open: boolean; link: ProfissionalServico | null }>({
    open: false,
    link: null,
  });
  const linkedIds = new Set((links.data ?? []).map((l) => l.servico_id));
  const available = servicos.filter((s) => !linkedIds.has(s.id));

  async function handleUnlink(link: ProfissionalServico) {
    try {
      await unlink.mutateAsync(link.id);
      toast.success('Serviço desvinculado', {
        description: `${link.servico.nome} não será mais agendado com ${profissionalNome}.`,
      });
    } catch (error) {
      toast.error('Erro ao desvincular serviço', {
        description: errorMessage(error, 'Ocorreu um erro inesperado'),
      });
    }
  }

  return (
    <div className="mt-2 border-t pt-2">
      {links.isPending ? (
        <Spinner className="size-4" label="Carregando serviços" />
      ) : links.isError ? (
        <p className="text-xs text-destructive">Erro ao buscar serviços</p>
      ) : links.data.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum serviço vinculado.</p>
      ) : (
        <ul className="grid gap-1" aria-label={`Serviços de ${profissionalNome}`}>
          {links.data.map((link) => (
            <li key={link.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{link.servico.nome}</span>
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 tabular-nums"
                aria-label={`Editar tempo de ${link.servico.nome}: ${link.tempo_execucao} min`}
                onClick={() => setDialog({ open: true, link })}
              >
                <Clock aria-hidden="true" />
                {link.tempo_execucao} min
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Desvincular ${link.servico.nome}`}
                disabled={unlink.isPending}
                onClick={() => void handleUnlink(link)}
              >
                <Unlink aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="link"
        size="sm"
        className="h-8 px-0"
        onClick={() => setDialog({ open: true, link: null })}
        aria-label={`Vincular serviço a ${profissionalNome}`}
      >
        <Link2 aria-hidden="true" />
        Vincular serviço
      </Button>
      <LinkServicoDialog
        profissionalId={profissionalId}
        profissionalNome={profissionalNome}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        servicos={available}
        link={dialog.link}
      />
    </div>
  );
}
