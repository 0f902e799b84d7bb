import { z } from 'zod';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

const profileName = z
  .string({ error: msg.profileNameMin })
  .overwrite(stripBidiControls)
  .trim()
  .min(2, msg.profileNameMin)
  .max(100, msg.nameMax);

/**
 * Phone is optional; empty means none. Only digits (a Brazilian number's national digits), as the
 * masked input strips everything else; the server stores and returns it in E.164.
 */
const profilePhone = z
  .string({ error: msg.digitsOnly })
  .max(11, msg.profilePhoneMax)
  .regex(/^\d*$/, msg.digitsOnly);

export const UpdateProfileRequestSchema = z.strictObject({
  nome: profileName,
  phone: profilePhone.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** E.164 ('+5511987654321'), as stored (docs/decisions/028). */
  phone: z.string().nullable(),
  email: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The profile form shows the e-mail read-only; it is validated but never sent. */
export const ProfileFormSchema = z.object({
  nome: profileName,
  email: z.email({ error: msg.emailInvalid }),
  phone: profilePhone,
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;
