import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler.js';
import { ConflictError } from './errors.js';

const coded = (code: string) => Object.assign(new Error(`database error ${code}`), { code });

describe('toAppError with keys the database refused', () => {
  it.each(['23503', '23505', 'SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'])(
    'answers %s, a write another request overtook, as 409 conflict',
    (code) => {
      const error = toAppError(coded(code));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error?.status).toBe(409);
      expect(error?.message).toMatch(/at the same moment/);
    },
  );

  it('looks through the causes a driver or a transaction wraps it in', () => {
    expect(toAppError(new Error('transaction failed', { cause: coded('23503') }))).toBeInstanceOf(ConflictError);
  });

  it.each(['23502', '23514', 'SQLITE_CONSTRAINT_NOTNULL', 'SQLITE_CONSTRAINT_CHECK', '22001'])('leaves %s, a row no retry can store, a server error', (code) => {
    expect(toAppError(coded(code))).toBeUndefined();
  });
});
