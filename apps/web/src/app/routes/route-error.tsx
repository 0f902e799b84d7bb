import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/** Shown when a route fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">Algo deu errado</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Ocorreu um erro inesperado ao abrir esta página. Recarregue para tentar de novo.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Página inicial
        </Link>
      </div>
    </main>
  );
}
