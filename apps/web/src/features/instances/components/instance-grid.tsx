import { MessagesSquare, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useInstances } from '../api/get-instances';
import { InstanceCard } from './instance-card';

export const NO_INSTANCES = msg.noInstancesTitle;
export const LOAD_INSTANCES_ERROR = msg.loadInstancesError;
export const LOAD_INSTANCES_ERROR_TEXT = msg.loadInstancesErrorText;

/**
 * Spec §2: loading → error → empty → a grid of 1, 2 or 3 columns. A load error is said once, in
 * place, with its retry (a toast repeating it covered the page on a phone).
 */
export function InstanceGrid() {
  const instances = useInstances();

  if (instances.isPending) {
    return (
      <div className="flex items-center gap-3 py-10 text-sm text-muted-foreground">
        <Spinner label={undefined} />
        {msg.loading}
      </div>
    );
  }
  if (instances.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive" title={LOAD_INSTANCES_ERROR}>
          {LOAD_INSTANCES_ERROR_TEXT}. {errorMessage(instances.error, '')}
        </Alert>
        <Button variant="outline" onClick={() => void instances.refetch()}>
          {msg.retry}
        </Button>
      </div>
    );
  }
  if (instances.data.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={NO_INSTANCES}
        description={msg.noInstancesFirstStep}
        action={
          <>
            <ol
              aria-label={msg.firstStepsLabel}
              className="grid list-inside list-decimal gap-1 text-left text-sm text-muted-foreground"
            >
              {msg.noInstancesSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link to="?newInstance=true" className={buttonClasses({ className: 'mt-2' })}>
              <Plus aria-hidden="true" />
              {msg.addInstance}
            </Link>
          </>
        }
      />
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
      aria-label={msg.instancesTitle}
    >
      {instances.data.map((instance) => (
        <li key={instance.id} className="flex min-w-0">
          <InstanceCard instance={instance} />
        </li>
      ))}
    </ul>
  );
}
