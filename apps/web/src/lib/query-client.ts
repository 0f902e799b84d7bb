import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * A retry rule allowing `retries` more tries. Client errors (4xx) will not fix themselves on
 * retry; network failures and 5xx may.
 */
export function retryTransient(retries: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    return failureCount < retries;
  };
}

const shouldRetry = retryTransient(2);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
