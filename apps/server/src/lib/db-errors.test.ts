import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { databaseErrorToAppError, sqlState } from './db-errors';

const pgError = (code: string) => Object.assign(new Error('database said no'), { code });

describe('databaseErrorToAppError', () => {
  it('answers integrity conflicts with 409 in pt-BR', () => {
    for (const [code, message] of [
      ['23503', msg.recordInUse],
      ['23001', msg.recordInUse],
      ['23505', msg.recordDuplicate],
      ['23P01', msg.agendamentoOverlap],
    ] as const) {
      const mapped = databaseErrorToAppError(pgError(code));
      expect([mapped?.status, mapped?.message], code).toEqual([409, message]);
    }
  });

  it('answers values the database cannot take with 400 in pt-BR', () => {
    for (const code of ['23514', '23502', '22021', '22P02', '22001', '22003', '22007']) {
      const mapped = databaseErrorToAppError(pgError(code));
      expect([mapped?.status, mapped?.message], code).toEqual([400, msg.recordInvalidValue]);
    }
  });

  it('leaves everything else unexpected', () => {
    for (const error of [pgError('40001'), pgError('57P01'), new Error('x'), null, 'texto']) {
      expect(databaseErrorToAppError(error)).toBeUndefined();
    }
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});
