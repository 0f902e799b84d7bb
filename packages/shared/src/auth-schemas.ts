import { z } from 'zod';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

const email = z
  .string({ error: msg.emailInvalid })
  .trim()
  .max(254, msg.emailMax)
  .pipe(z.email({ error: msg.emailInvalid }));
const password = z
  .string({ error: msg.passwordMin })
  .min(6, msg.passwordMin)
  .max(128, msg.passwordMax);
const registerName = z
  .string({ error: msg.registerNameMin })
  .overwrite(stripBidiControls)
  .trim()
  .min(2, msg.registerNameMin)
  .max(100, msg.nameMax);

export const LoginSchema = z.object({ email, senha: password });
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    nome: registerName,
    email,
    confirmarEmail: email,
    senha: password,
    confirmarSenha: password,
  })
  .refine((v) => v.email === v.confirmarEmail, {
    message: msg.emailsMismatch,
    path: ['confirmarEmail'],
  })
  .refine((v) => v.senha === v.confirmarSenha, {
    message: msg.passwordsMismatch,
    path: ['confirmarSenha'],
  });
export type Register = z.infer<typeof RegisterSchema>;

/** Only a same-site path may follow a link from an e-mail (no open redirect). */
const relativePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Endereço de retorno inválido');

/** Bodies the server accepts on better-auth's endpoints (validated before better-auth sees them). */
export const SignUpRequestSchema = z.strictObject({
  name: registerName,
  email,
  password,
  callbackURL: relativePath.optional(),
});
export const SignInRequestSchema = z.strictObject({
  email,
  password,
  callbackURL: relativePath.optional(),
  rememberMe: z.boolean().optional(),
});
export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: password,
  newPassword: password,
  /** Other sessions end unless a client asks otherwise: a changed password locks out a thief. */
  revokeOtherSessions: z.boolean().default(true),
});
export const RequestPasswordResetRequestSchema = z.strictObject({
  email,
  redirectTo: relativePath.optional(),
});
export const ResetPasswordRequestSchema = z.strictObject({
  newPassword: password,
  token: z.string().min(1).max(500),
});
export const SendVerificationEmailRequestSchema = z.strictObject({
  email,
  callbackURL: relativePath.optional(),
});

export const ChangePasswordFormSchema = z
  .object({ senhaAtual: password, novaSenha: password, confirmarSenha: password })
  .refine((v) => v.novaSenha === v.confirmarSenha, {
    message: msg.passwordsMismatch,
    path: ['confirmarSenha'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email });
export const ResetPasswordFormSchema = z
  .object({ novaSenha: password, confirmarSenha: password })
  .refine((v) => v.novaSenha === v.confirmarSenha, {
    message: msg.passwordsMismatch,
    path: ['confirmarSenha'],
  });

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
