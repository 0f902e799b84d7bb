import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/** Another owner's row reads exactly like a missing one (DESIGN.md §2). */
export function orNotFound<T>(row: T | undefined, message: string = msg.recordNotFound): T {
  if (row === undefined) throw new AppError('NOT_FOUND', message);
  return row;
}

export const instanceNotFound = () => new AppError('NOT_FOUND', msg.instanceNotFound);

/** An instance's row, or the instance's 404 (a missing one and another owner's read alike). */
export function orInstanceNotFound<T>(row: T | undefined): T {
  return orNotFound(row, msg.instanceNotFound);
}
