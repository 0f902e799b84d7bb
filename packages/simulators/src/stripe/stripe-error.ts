/** Stripe's error envelope (contract doc B.2); `status` decides the SDK's error class. */
export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
};

export class StripeSimError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toEnvelope(): { error: StripeErrorBody } {
    const { code } = this.body;
    // JSON drops the undefined doc_url of code-less errors, as Stripe omits it.
    const doc_url = code
      ? `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`
      : undefined;
    return { error: { ...this.body, doc_url } };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeSimError {
  return new StripeSimError(400, { type: 'invalid_request_error', message, param, code });
}

export function missingParam(param: string): StripeSimError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function unknownParam(param: string): StripeSimError {
  return invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
}

/** `No such price: 'price_x'`: 404 for the resource in the URL, 400 for one named in a param. */
export function resourceMissing(kind: string, id: string, param: string, status = 400) {
  return new StripeSimError(status, {
    type: 'invalid_request_error',
    message: `No such ${kind}: '${id}'`,
    param,
    code: 'resource_missing',
  });
}

export function unrecognizedUrl(method: string, path: string): StripeSimError {
  return new StripeSimError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
