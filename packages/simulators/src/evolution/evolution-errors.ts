const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Evolution's `response.message` is a string, an array, an array of arrays or lookup objects. */
export type EvolutionErrorMessage = string | string[] | string[][] | object[];

export type EvolutionErrorBody = {
  status: number;
  error: string;
  response: { message: EvolutionErrorMessage };
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export function errorBody(status: number, message: EvolutionErrorMessage): EvolutionErrorBody {
  return { status, error: reasonPhrase(status), response: { message } };
}

export function evolutionError(status: number, message: EvolutionErrorMessage): Response {
  return Response.json(errorBody(status, message), { status });
}

export const notFoundInstance = (name: string) =>
  evolutionError(404, [`The "${name}" instance does not exist`]);

export const nameInUse = (name: string) =>
  evolutionError(403, [`This name "${name}" is already in use.`]);

// The auth guard throws with a plain string, so this is the one 401 whose message is not an array.
export const unauthorized = () => evolutionError(401, 'Unauthorized');

/** JSON-schema failures come back as an array holding the array of jsonschema messages. */
export const schemaError = (messages: string[]) => evolutionError(400, [messages]);
