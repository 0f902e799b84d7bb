import { randomBytes } from 'node:crypto';

/** Meta's Graph API error envelope (docs/contracts/whatsapp-cloud-api.md §7). */
export type GraphErrorBody = {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    error_user_title?: string;
    fbtrace_id: string;
  };
};

export type GraphErrorSpec = {
  status: number;
  message: string;
  code: number;
  type?: string;
  subcode?: number;
  details?: string;
  userTitle?: string;
};

const traceId = () => randomBytes(9).toString('base64').replace(/[+/=]/g, 'A');

export function graphErrorBody(spec: GraphErrorSpec): GraphErrorBody {
  return {
    error: {
      message: spec.message,
      type: spec.type ?? 'OAuthException',
      code: spec.code,
      ...(spec.subcode !== undefined ? { error_subcode: spec.subcode } : {}),
      ...(spec.details !== undefined
        ? { error_data: { messaging_product: 'whatsapp' as const, details: spec.details } }
        : {}),
      ...(spec.userTitle ? { error_user_title: spec.userTitle } : {}),
      fbtrace_id: traceId(),
    },
  };
}

export const graphError = (spec: GraphErrorSpec) =>
  Response.json(graphErrorBody(spec), { status: spec.status });

/** The errors the simulator gives, by what happened. */
export const ERRORS = {
  noToken: (): GraphErrorSpec => ({
    status: 401,
    code: 190,
    message: 'Invalid OAuth access token - Cannot parse access token',
  }),
  invalidToken: (): GraphErrorSpec => ({
    status: 401,
    code: 190,
    subcode: 467,
    message: 'Invalid OAuth access token - Cannot parse access token',
  }),
  expiredToken: (at = new Date()): GraphErrorSpec => ({
    status: 401,
    code: 190,
    subcode: 463,
    message: `Error validating access token: Session has expired on ${at.toUTCString()}. The current time is ${new Date().toUTCString()}.`,
  }),
  unknownObject: (method: string, id: string): GraphErrorSpec => ({
    status: 400,
    code: 100,
    subcode: 33,
    type: 'GraphMethodException',
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  }),
  /** The callback URL's GET verification failed (an override on subscribed_apps). */
  callbackVerification: (details: string): GraphErrorSpec => ({
    status: 400,
    code: 2200,
    message: `(#2200) Callback verification failed with the following errors: ${details}`,
  }),
  required: (parameter: string): GraphErrorSpec => ({
    status: 400,
    code: 100,
    message: `(#100) The parameter ${parameter} is required.`,
  }),
  invalidParameter: (details: string): GraphErrorSpec => ({
    status: 400,
    code: 100,
    message: '(#100) Invalid parameter',
    details,
  }),
  invalidValue: (details: string): GraphErrorSpec => ({
    status: 400,
    code: 131009,
    subcode: 2494010,
    message: '(#131009) Parameter value is not valid',
    details,
  }),
  reEngagement: (): GraphErrorSpec => ({
    status: 400,
    code: 131047,
    message: '(#131047) Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  }),
  templateMissing: (name: string, language: string, why = 'does not exist'): GraphErrorSpec => ({
    status: 404,
    code: 132001,
    message: '(#132001) Template name does not exist in the translation',
    details: `template name (${name}) ${why} in ${language}`,
  }),
  templateParams: (details: string): GraphErrorSpec => ({
    status: 400,
    code: 132000,
    message: '(#132000) Number of parameters does not match the expected number of params',
    details,
  }),
  notRegistered: (): GraphErrorSpec => ({
    status: 400,
    code: 133010,
    message: '(#133010) Account not registered',
    details: 'Account not registered',
  }),
  throughput: (): GraphErrorSpec => ({
    status: 400,
    code: 130429,
    message: '(#130429) Rate limit hit',
    details: 'Cloud API message throughput has been reached.',
  }),
  spam: (): GraphErrorSpec => ({
    status: 400,
    code: 131048,
    message: '(#131048) Spam rate limit hit',
    details:
      'Message failed to send because there are restrictions on how many messages can be sent from this phone number.',
  }),
  pairRate: (): GraphErrorSpec => ({
    status: 400,
    code: 131056,
    message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    details:
      'Message failed to send because too many messages were sent from this phone number to the same phone number in a short period of time.',
  }),
  unavailable: (): GraphErrorSpec => ({
    status: 503,
    code: 131016,
    message: '(#131016) Service unavailable',
    details: 'A service is temporarily unavailable.',
  }),
  generic: (): GraphErrorSpec => ({
    status: 500,
    code: 131000,
    message: '(#131000) Something went wrong',
    details: 'Message failed to send due to an unknown error.',
  }),
} as const;

/** A failed status's `errors[]` item (webhooks), by code. */
export function statusError(code: number): {
  code: number;
  title: string;
  message: string;
  error_data: { details: string };
  href: string;
} {
  const known: Record<number, [string, string]> = {
    131047: [
      'Re-engagement message',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ],
    131026: [
      'Message undeliverable',
      'Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number; the recipient has not accepted the new Terms of Service and Privacy Policy; the recipient is using an old WhatsApp version.',
    ],
    131049: [
      'This message was not delivered to maintain healthy ecosystem engagement.',
      'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
    ],
    131000: ['Something went wrong', 'Message failed to send due to an unknown error.'],
  };
  const [title, details] = known[code] ?? ['Something went wrong', `Simulated failure ${code}.`];
  return {
    code,
    title,
    message: title,
    error_data: { details },
    href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
  };
}
