import { Pencil, Trash2 } from 'lucide-react';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { InstanceOption } from './servico-form-card';

type ServicosTableProps = {
  servicos: Servico[];
  instances: InstanceOption[];
  onEdit: (servico: Servico) => void;
  onDelete: (servico: Servico) => void;
};

/** Spec §2 Instância column: 'Não vinculado', 'Instância não encontrada', or the instance. */
export function instanceColumn(servico: Servico, instances: InstanceOption[]): string {
  if (!servico.whatsapp_instance_id) return 'Não vinculado';
  return (
    instances.find((i) => i.id === servico.whatsapp_instance_id)?.label ??
    'Instância não encontrada'
  );
}

function Actions({
  servico,
  onEdit,
  onDelete,
}: { servico: Servico } & Pick<ServicosTableProps, 'onEdit' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar ${servico.nome}`}
        onClick={() => onEdit(servico)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Excluir ${servico.nome}`}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(servico)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A table from 768px up; below it, one card per service. */
export function ServicosTable({ servicos, instances, onEdit, onDelete }: ServicosTableProps) {
  const isWide = useMediaQuery('(min-width: 768px)');
  if (!isWide) {
    return (
      <ul className="grid gap-3" aria-label="Serviços">
        {servicos.map((s) => (
          <li key={s.id} className="rounded-lg border bg-card p-4">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{s.nome}</p>
                <p className="text-sm break-words text-muted-foreground">{s.descricao || '—'}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  Instância: <span className="text-foreground">{instanceColumn(s, instances)}</span>
                </p>
              </div>
              <Actions servico={s} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label="Serviços">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Nome</TableHead>
          <TableHead>Descrição</TableHead>
          <TableHead>Instância</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {servicos.map((s) => (
          <TableRow key={s.id}>
            <TableCell className="font-medium">{s.nome}</TableCell>
            <TableCell className="max-w-xs text-muted-foreground">
              <span className="line-clamp-2">{s.descricao || '—'}</span>
            </TableCell>
            <TableCell>{instanceColumn(s, instances)}</TableCell>
            <TableCell className="w-24">
              <Actions servico={s} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
