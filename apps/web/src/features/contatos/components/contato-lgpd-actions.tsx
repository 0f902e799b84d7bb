import { useState } from 'react';
import { Download, UserX } from 'lucide-react';
import { toast } from 'sonner';
import type { Contato } from '@secretaria/shared/contatos-schemas';
import { lgpdUi as ui, msg } from '@secretaria/shared/messages';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useEraseContato, useExportContato } from '../api/contato-lgpd';

/**
 * A contact's LGPD rights: 'Exportar dados (LGPD)' and 'Apagar contato' behind a confirmation.
 * Shown in the Contatos tab and in Conversas' contact panel; `onErased` lets the page leave what
 * the erase removed (a chat's page: the chat is gone).
 */
export function ContatoLgpdActions({
  instanceId,
  contato,
  onErased,
}: {
  instanceId: string;
  contato: Pick<Contato, 'id' | 'nome'>;
  onErased?: () => void;
}) {
  const exporter = useExportContato();
  const eraser = useEraseContato(instanceId);
  const [confirming, setConfirming] = useState(false);

  async function handleExport() {
    try {
      await exporter.mutateAsync(contato.id);
      toast.success(ui.exported, { description: ui.exportedDescription(contato.nome) });
    } catch (error) {
      toast.error(ui.exportError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  async function handleErase() {
    try {
      await eraser.mutateAsync(contato.id);
      toast.success(ui.erased, { description: ui.erasedDescription });
      setConfirming(false);
      onErased?.();
    } catch (error) {
      toast.error(ui.eraseError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={ui.exportContatoOf(contato.nome)}
        disabled={exporter.isPending}
        onClick={() => void handleExport()}
      >
        <Download aria-hidden="true" />
        {exporter.isPending ? ui.exporting : ui.exportContato}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={ui.eraseContatoOf(contato.nome)}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <UserX aria-hidden="true" />
        {ui.eraseContato}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ui.eraseTitle}
        description={ui.eraseDescription(contato.nome)}
        confirmLabel={ui.eraseConfirm}
        pendingLabel={ui.erasing}
        isPending={eraser.isPending}
        onConfirm={() => void handleErase()}
      />
    </div>
  );
}
