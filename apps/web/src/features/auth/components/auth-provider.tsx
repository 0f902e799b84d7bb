import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import type { PlanId } from '@secretaria/shared/plans';
import { removeDarkClass } from '@/components/theme/theme-context';
import { errorMessage, isApiError } from '@/lib/api-client';
import { postLoginPath } from '@/lib/selected-plan';
import { sessionQueryKey, sessionQueryOptions } from '../api/get-session';
import { signInWithEmail } from '../api/sign-in';
import { signOutRequest } from '../api/sign-out';
import { signUpWithEmail } from '../api/sign-up';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionQuery = useQuery(sessionQueryOptions);
  const [isSigningIn, setIsSigningIn] = useState(false);

  // A 401 from any other query means the session ended (expired, revoked elsewhere): re-check it,
  // so the panel's guard sends the user to /auth instead of showing load errors.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === sessionQueryKey[0]) return;
      if (isApiError(event.action.error) && event.action.error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    });
  }, [queryClient]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async ({ email, senha }, plan: PlanId | null = null) => {
      await signInWithEmail({ email, password: senha });
      // Messages of /auth belong to /auth: none follows the owner into the panel.
      toast.dismiss();
      setIsSigningIn(true);
      try {
        // The panel's guard reads this query: it must know the user before we navigate there.
        await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
        await navigate(postLoginPath(plan));
      } finally {
        setIsSigningIn(false);
      }
    },
    [navigate, queryClient],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async ({ nome, email, senha }, plan: PlanId | null = null) => {
      await signUpWithEmail({ name: nome, email, password: senha }, plan);
    },
    [],
  );

  const forgetSession = useCallback(async () => {
    removeDarkClass();
    // Drop every cached record of this user; the session query stays (observed here) as "nobody".
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(sessionQueryKey),
    });
    queryClient.getMutationCache().clear();
    // Replace: the Back button must not reopen the panel.
    await navigate('/auth', { replace: true });
  }, [navigate, queryClient]);

  const signOut = useCallback(async () => {
    removeDarkClass();
    try {
      await signOutRequest();
    } catch (error) {
      toast.error(msg.logoutErrorTitle, {
        description: errorMessage(error, msg.logoutErrorFallback),
      });
      return;
    }
    await forgetSession();
  }, [forgetSession]);

  const data = sessionQuery.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isLoading: sessionQuery.isPending,
      isSigningIn,
      signIn,
      signUp,
      signOut,
      forgetSession,
    }),
    [data, sessionQuery.isPending, isSigningIn, signIn, signUp, signOut, forgetSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
