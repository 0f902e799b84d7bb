import { GatewayError, type SendFailureAdvice } from '@/modules/messaging/gateway-port';

/**
 * What the product does about a Graph API error (docs/contracts/whatsapp-cloud-api.md §7):
 * 'token' the line's credentials or registration (the owner must act), 'janela' outside the
 * 24-hour window (a template instead), 'limite' a rate limit (retry later, slower),
 * 'indisponivel' Meta's side or the network (retry), 'parametro' a request Meta refuses as
 * written (no retry), 'outro' the rest (no retry).
 */
export type GraphErrorClass =
  'token' | 'janela' | 'limite' | 'indisponivel' | 'parametro' | 'outro';

const BY_CODE: Record<number, GraphErrorClass> = {
  190: 'token',
  102: 'token',
  10: 'token',
  133010: 'token',
  131047: 'janela',
  130429: 'limite',
  131048: 'limite',
  131056: 'limite',
  4: 'limite',
  80007: 'limite',
  1: 'indisponivel',
  2: 'indisponivel',
  131000: 'indisponivel',
  131016: 'indisponivel',
  133004: 'indisponivel',
  100: 'parametro',
  131008: 'parametro',
  131009: 'parametro',
  131051: 'parametro',
  132000: 'parametro',
  132001: 'parametro',
  132012: 'parametro',
  132015: 'parametro',
  132016: 'parametro',
  131026: 'outro',
  131049: 'outro',
};

export function classifyGraphError(code: number | null, status: number): GraphErrorClass {
  if (code !== null) {
    const known = BY_CODE[code];
    if (known) return known;
    if (code >= 200 && code <= 299) return 'token';
  }
  if (status === 0 || status >= 500) return 'indisponivel';
  if (status === 401) return 'token';
  if (status === 429) return 'limite';
  return 'outro';
}

const TEXTS: Record<GraphErrorClass, string> = {
  token:
    'A conexão com a API oficial do WhatsApp falhou: o token de acesso expirou ou não tem permissão, ou o número não está registrado. Revise as credenciais da instância.',
  janela:
    'Fora da janela de 24 horas: o cliente não escreve há mais de 24 horas, e a Meta só permite mensagens livres dentro dela. Use um modelo aprovado.',
  limite:
    'A Meta limitou o envio de mensagens deste número por enquanto. Tentaremos de novo mais tarde.',
  indisponivel:
    'A API oficial do WhatsApp está indisponível no momento. Tentaremos de novo em instantes.',
  parametro:
    'A Meta recusou a mensagem como foi escrita (parâmetro inválido ou modelo não aprovado).',
  outro: 'A Meta não conseguiu entregar a mensagem.',
};

/**
 * The least wait before trying a rate-limited send again (docs/contracts/whatsapp-cloud-api.md
 * §7): the number's throughput (130429) a moment; too many messages to one customer (131056) a
 * minute; the spam limit (131048) a quarter of an hour, so the number's quality can recover; the
 * app's call limits (4, 80007) a minute.
 */
const RETRY_AFTER_MS: Record<number, number> = {
  130429: 2_000,
  131056: 60_000,
  131048: 15 * 60_000,
  4: 60_000,
  80007: 60_000,
};

/** A failed Graph API call: Meta's code and subcode, and what the product should do. */
export class GraphError extends GatewayError {
  readonly classification: GraphErrorClass;

  constructor(
    operation: string,
    status: number,
    readonly code: number | null,
    readonly subcode: number | null,
    detail: string,
    readonly fbtraceId: string | null = null,
  ) {
    super(operation, status, code === null ? detail : `#${code} ${detail}`, 'Meta');
    this.name = 'GraphError';
    this.classification = classifyGraphError(code, status);
  }

  /** Worth trying again later (with back-off): a rate limit or Meta's side. */
  get isRetryable(): boolean {
    return this.classification === 'limite' || this.classification === 'indisponivel';
  }

  /** What the owner reads (pt-BR). */
  get ownerText(): string {
    return TEXTS[this.classification];
  }

  /**
   * For the sender: a rate limit or Meta's side is tried again (the limits after their wait);
   * the rest is given up at once with the owner's text — retrying an expired token, a closed
   * window or a refused message only repeats the refusal.
   */
  override get advice(): SendFailureAdvice {
    if (this.isRetryable)
      return { action: 'retry', retryAfterMs: RETRY_AFTER_MS[this.code ?? -1] ?? 0 };
    return { action: 'give_up', ownerText: this.ownerText };
  }
}

export const describeGraphErrorClass = (classification: GraphErrorClass) => TEXTS[classification];

/**
 * The class of a failed status's error as cloud-webhook writes it (`<code>: <title> — …`), so a
 * 131047 reported only by webhook is handled like the synchronous one; null without a code.
 */
export function classifyStatusError(error: string | undefined): GraphErrorClass | null {
  const code = /^(\d+):/.exec(error ?? '')?.[1];
  return code === undefined ? null : classifyGraphError(Number(code), 400);
}
