/**
 * 'vc é robô?': the customer asks whether a machine is answering (issue 24). The attendant says
 * honestly that it is the business's virtual assistant and the conversation goes on; only a
 * request to talk to a person ('robô não, quero falar com uma pessoa') hands the chat over.
 */
import { MAX_READ_CHARS, tokenize } from './normalize';

/** What a machine or a person is called when someone asks which one is answering. */
const WHAT = String.raw`(?:robo|robos|robozinho|robot|bot|chatbot|maquina|uma ia|a ia|inteligencia artificial|automatico|automatica|automatizado|automatizada|gravacao|mensagem automatica|resposta automatica|virtual|humano|humana|gente(?: de verdade)?|pessoa(?: de verdade| real)?|de verdade|real|de carne e osso)`;

/** The ways of asking which one it is: 'vc é', 'é um', 'to falando com', 'quem responde é'. */
const ASKS = [
  new RegExp(
    String.raw`\b(?:voce|tu|isso|isto|aqui|ai|quem (?:me )?(?:responde|esta respondendo|ta respondendo|escreve|fala))\s(?:e|eh|sera|seria)\s(?:um |uma |o |a )?${WHAT}\b`,
  ),
  new RegExp(
    String.raw`\b(?:estou|to|tou|eu estou|eu to) (?:falando|conversando|teclando) com (?:um |uma |o |a )?${WHAT}\b`,
  ),
  new RegExp(
    String.raw`(?:^|[.!?,] )\s*(?:e|eh|sera que e|sera que eh) (?:um |uma |o |a )?${WHAT} \?`,
  ),
  new RegExp(String.raw`\b${WHAT} (?:ou|ou e|ou eh) (?:um |uma |o |a )?${WHAT}\b`),
  new RegExp(
    String.raw`\b(?:e|eh) (?:um |uma |o |a )?(?:robo|bot|chatbot|maquina|ia) (?:que (?:responde|esta|ta)|respondendo)\b`,
  ),
];

/** A request for a person: that is a hand-off, not a question about the attendant. */
const WANTS_PERSON =
  /\b(?:(?:quero|queria|prefiro|preferia|gostaria de|posso|pode|da pra|deixa eu) (?:falar|conversar|ser atendid[oa]) (?:com|por)|me (?:passa|passe|transfere|transfira|coloca|coloque|encaminha)|chama (?:alguem|uma pessoa|o dono|a dona|o responsavel|um atendente)|nao quero (?:falar com )?(?:robo|bot|maquina)|(?:robo|bot|maquina) nao\b|\b(?:quero|queria|prefiro|preferia) (?:uma |um |com )?(?:gente|pessoa|humano|humana|atendente|alguem)\b)/;

/** Whether the message asks if a machine is answering, without asking for a person. */
export function asksIfBot(text: string): boolean {
  const words = tokenize(text.slice(0, MAX_READ_CHARS)).join(' ');
  if (WANTS_PERSON.test(words)) return false;
  return ASKS.some((pattern) => pattern.test(words));
}
