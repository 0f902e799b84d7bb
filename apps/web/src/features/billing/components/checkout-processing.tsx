import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const CHECKOUT_PROCESSING_TITLE = 'Processando pagamento...';

/**
 * Spec §2/§4: replaces the panel while a paid checkout turns into an instance. The steps
 * (pending draft → subscription → gateway instance → save) arrive with billing.
 */
export function CheckoutProcessing({ sessionId }: { sessionId: string }) {
  useDocumentTitle(CHECKOUT_PROCESSING_TITLE);
  return (
    <main
      id="conteudo"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
      data-session-id={sessionId}
    >
      <Spinner className="size-10" label={CHECKOUT_PROCESSING_TITLE} />
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{CHECKOUT_PROCESSING_TITLE}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          Estamos confirmando sua assinatura e preparando sua instância. Não feche esta página.
        </p>
      </div>
    </main>
  );
}
