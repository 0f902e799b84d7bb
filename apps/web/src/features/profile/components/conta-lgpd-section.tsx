import { useState } from 'react';
import { Download, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { contaUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useExportConta } from '../api/conta-lgpd';
import { DeleteContaDialog } from './delete-conta-dialog';

/** 'Seus dados (LGPD)': the owner's export of the whole account and the account's deletion. */
export function ContaLgpdSection({ onDeleted }: { onDeleted: () => void }) {
  const exporter = useExportConta();
  const [confirming, setConfirming] = useState(false);

  async function handleExport() {
    try {
      await exporter.mutateAsync();
      toast.success(ui.exported, { description: ui.exportedDescription });
    } catch (error) {
      toast.error(ui.exportError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  return (
    <section aria-labelledby="conta-lgpd-title">
      <Card>
        <CardHeader>
          <CardTitle id="conta-lgpd-title">{ui.sectionTitle}</CardTitle>
          <CardDescription>{ui.sectionDescription}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="outline"
            disabled={exporter.isPending}
            onClick={() => void handleExport()}
          >
            <Download aria-hidden="true" />
            {exporter.isPending ? ui.exporting : ui.exportLabel}
          </Button>
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <UserX aria-hidden="true" />
            {ui.deleteLabel}
          </Button>
        </CardContent>
      </Card>
      <DeleteContaDialog open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
    </section>
  );
}
