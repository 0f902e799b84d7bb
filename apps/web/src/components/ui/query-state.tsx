import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { errorMessage } from '@/lib/api-client';
import { msg } from '@secretaria/shared/messages';

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type QueryStateProps = {
  query: QueryLike;
  errorTitle: string;
  errorFallback?: string;
  loadingText?: string;
  /** A list read: when it has nothing, `empty` shows instead (a single record has no empty state). */
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
};

/** A failed read: its pt-BR message and msg.retry. */
export function QueryErrorAlert({
  title,
  error,
  fallback = msg.unexpected,
  onRetry,
  className = 'gap-3',
}: {
  title?: string;
  error: unknown;
  fallback?: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`grid justify-items-start ${className}`}>
      <Alert variant="destructive" title={title}>
        {errorMessage(error, fallback)}
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {msg.retry}
      </Button>
    </div>
  );
}

/** STYLE §14: loading → error → empty → data, in that order. */
export function QueryState({
  query,
  errorTitle,
  errorFallback = msg.unexpected,
  loadingText = msg.loading,
  isEmpty = false,
  empty,
  children,
}: QueryStateProps) {
  if (query.isPending) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {loadingText}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        fallback={errorFallback}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return <>{children}</>;
}
