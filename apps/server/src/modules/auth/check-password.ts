import type { Auth } from './auth';

/** Whether `password` is the user's, checked against better-auth's stored credential. */
export type CheckPassword = (userId: string, password: string) => Promise<boolean>;

/**
 * better-auth's own check (its validatePassword): the 'credential' account's hash through the
 * configured verify (argon2id, auth.ts), so the rule for a right password lives in one place.
 */
export function createCheckPassword(auth: Auth): CheckPassword {
  return async (userId, password) => {
    const ctx = await auth.$context;
    const accounts = await ctx.internalAdapter.findAccounts(userId);
    const hash = accounts.find((account) => account.providerId === 'credential')?.password;
    if (!hash) return false;
    return ctx.password.verify({ hash, password });
  };
}
