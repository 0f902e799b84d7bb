import { createContext, useContext } from 'react';
import type { PlanId } from '@secretaria/shared/plans';
import type { SessionUser } from '@secretaria/shared/auth-schemas';
import type { SessionResponse } from '../api/get-session';

export type AuthSession = NonNullable<SessionResponse>['session'];

export type AuthContextValue = {
  user: SessionUser | null;
  session: AuthSession | null;
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  /** True between a successful sign-in request and the navigation that follows it. */
  isSigningIn: boolean;
  /** Throws an ApiError when the server refuses; navigates to the panel on success. */
  signIn: (input: { email: string; senha: string }, plan?: PlanId | null) => Promise<void>;
  /** Throws an ApiError when the server refuses. Does not sign in (the e-mail must be confirmed). */
  signUp: (
    input: { nome: string; email: string; senha: string },
    plan?: PlanId | null,
  ) => Promise<void>;
  /** Shows its own error toast; on success the user is on /auth with the history entry replaced. */
  signOut: () => Promise<void>;
  /**
   * For a session the server already ended (the account was deleted): forgets it here and goes
   * to /auth like signOut, without asking the server.
   */
  forgetSession: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth deve ser usado dentro de AuthProvider');
  return value;
}
