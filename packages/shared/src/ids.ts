import { z } from 'zod';

/** Path ids: anything that is not a UUID cannot exist, so the route answers 404, not 400. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const IdSchema = z.string().regex(UUID_PATTERN, 'Identificador inválido');
