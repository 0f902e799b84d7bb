/** The attendant's fixed sentences: short, WhatsApp-style pt-BR. */
export const HANDOFF_TEXT =
  'Certo! Vou chamar alguém da equipe para continuar com você. Em breve uma pessoa responde por aqui. 🙂';
export const ADVICE_TEXT =
  'Não posso dar orientações médicas, jurídicas ou financeiras por aqui. Posso agendar um horário para você conversar com o profissional, ou chamar alguém da equipe.';
export const UNKNOWN_TEXT =
  'Hmm, não tenho essa informação aqui. Quer que eu chame alguém da equipe para te responder?';
export const THANKS_TEXT = 'Por nada! 😊 Qualquer coisa, é só chamar.';
export const ANYTHING_ELSE_TEXT = 'Tudo bem! Posso ajudar em mais alguma coisa?';
export const LATE_TEXT =
  'Obrigada por avisar! Já passei o recado para a equipe; se precisar, alguém te responde por aqui. 🙂';
export const ACK_TEXT = '👍 Posso ajudar em mais alguma coisa?';
/** A question the knowledge base and the data leave unanswered: handed to a person (decision 036). */
export const KB_UNKNOWN_TEXT =
  'Não sei informar isso, vou chamar alguém da equipe para te responder.';
/** 'vou pensar', 'depois te falo': the conversation left open, nothing pushed. */
export const CLOSING_TEXT = 'Combinado! Quando quiser, é só chamar. 😊';
