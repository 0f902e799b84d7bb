import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Config } from '@/config/env';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import {
  existingAccountEmail,
  resetPasswordEmail,
  verificationEmail,
} from '@/modules/email/auth-emails';
import type { Mailer } from '@/modules/email/mailer';
import { ensureProfile } from '@/modules/profile/profile.repo';

export const CLIENT_IP_HEADER = 'x-secretaria-client-ip';

type AuthDeps = { config: Config; db: Kysely<DB>; mailer: Mailer; logger: Logger; secret: string };

export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  const send = async (message: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer.send(message);
    } catch (error) {
      // A mail failure must not reveal whether the address exists; it is logged for the operator.
      logger.error({ err: error, to: message.to }, 'falha ao enviar email');
    }
  };

  return betterAuth({
    appName: 'Secretária IA',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: { db, type: 'postgres' },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `better-auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: ({ user, url }) => send(resetPasswordEmail(user.email, user.name, url)),
      onExistingUserSignUp: ({ user }) =>
        send(existingAccountEmail(user.email, user.name, `${config.publicUrl}/auth`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }) => send(verificationEmail(user.email, user.name, url)),
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    user: { changeEmail: { enabled: false } },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user.id, user.name);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Reading one's own session guesses nothing, and a clinic's tabs behind one address
        // read it often; counting it (a database write each time) would sign them out.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: config.AUTH_SIGNINS_PER_MINUTE },
        '/sign-up/email': { window: 60, max: config.AUTH_SIGNUPS_PER_MINUTE },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns the origin check off under a test runner; ours must test the real one.
      disableOriginCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
