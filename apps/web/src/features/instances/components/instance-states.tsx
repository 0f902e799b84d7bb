import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

export function BackToInstances() {
  return (
    <Link
      to="/painel/instancias"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-4 -ml-2' })}
    >
      <ArrowLeft aria-hidden="true" />
      {msg.backToInstances}
    </Link>
  );
}

/** Spec §2: the placeholder shown while the instance loads. */
export function InstanceLoading() {
  return (
    <Card className="grid gap-4 p-6" aria-busy="true">
      <div className="flex items-center gap-3">
        <Spinner label={undefined} />
        <h1 className="text-lg font-semibold">{msg.loadingInstance}</h1>
      </div>
      <div className="grid gap-3" aria-hidden="true">
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-24 animate-pulse rounded bg-muted" />
      </div>
    </Card>
  );
}

/** Spec §2/§6: an unknown id and another owner's instance read the same. */
export function InstanceNotFound() {
  return (
    <>
      <h1 className="sr-only">{msg.instanceNotFound}</h1>
      <EmptyState
        icon={SearchX}
        title={msg.instanceNotFound}
        description={msg.instanceNotFoundText}
        action={
          <Link to="/painel/instancias" className={buttonClasses({ className: 'mt-2' })}>
            {msg.seeAllInstances}
          </Link>
        }
      />
    </>
  );
}
