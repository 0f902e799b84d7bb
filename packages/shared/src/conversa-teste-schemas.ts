import { z } from 'zod';
import { CONVERSA_ESTADOS, MensagemSchema } from './conversas-schemas';
import { msg } from './messages';

/** The longest message the test chat takes (a WhatsApp text is rarely longer). */
export const TEST_MESSAGE_MAX = 1000;

/** The owner writes to the attendant as the instance's test customer. */
export const SendTestMessageRequestSchema = z.strictObject({
  texto: z
    .string({ error: msg.conversaTesteMessageRequired })
    .trim()
    .min(1, msg.conversaTesteMessageRequired)
    .max(TEST_MESSAGE_MAX, msg.conversaTesteMessageTooLong(TEST_MESSAGE_MAX)),
});
export type SendTestMessageRequest = z.infer<typeof SendTestMessageRequestSchema>;

export const SentTestMessageSchema = z.object({ id: z.string(), conversa_id: z.string() });

/**
 * The instance's test chat: null conversa before the first message (or after 'Apagar dados de
 * teste'); `respondendo` while a message still waits for the attendant's turn. Messages
 * oldest first, the newest page of them.
 */
export const ConversaTesteSchema = z.object({
  conversa_id: z.string().nullable(),
  estado: z.enum(CONVERSA_ESTADOS).nullable(),
  respondendo: z.boolean(),
  /** The instance's switch for WhatsApp customers; the test chat answers either way. */
  atendente_ligada: z.boolean(),
  /** Appointments of the test customer, any status (what 'Apagar dados de teste' removes). */
  agendamentos: z.number().int(),
  mensagens: z.array(MensagemSchema),
});
export type ConversaTeste = z.infer<typeof ConversaTesteSchema>;

export const DeletedTestDataSchema = z.object({
  agendamentos: z.number().int(),
  mensagens: z.number().int(),
});
export type DeletedTestData = z.infer<typeof DeletedTestDataSchema>;
