import { describe, expect, it } from 'vitest';
import { isRowRejection, mayHaveMovedAway, storageFaultOf } from './errors.js';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isRowRejection', () => {
  it.each(['23502', '23505', '23514', '22001', '22P02', 'SQLITE_CONSTRAINT_NOTNULL', 'SQLITE_CONSTRAINT_CHECK', 'SQLITE_CONSTRAINT', 'SQLITE_TOOBIG', 'SQLITE_MISMATCH'])(
    'a row the database refuses (%s) would fail again',
    (code) => expect(isRowRejection(withCode(code))).toBe(true),
  );

  it.each(['ECONNREFUSED', '57P01', '53300', '40001', '53100', 'SQLITE_BUSY', 'SQLITE_FULL', 'SQLITE_IOERR'])('a passing trouble (%s) may clear', (code) =>
    expect(isRowRejection(withCode(code))).toBe(false),
  );

  it('needs a code', () => {
    expect(isRowRejection(new Error('NOT NULL constraint failed'))).toBe(false);
    expect(isRowRejection(undefined)).toBe(false);
  });
});

describe('storageFaultOf', () => {
  it('reads the cause when the driver wraps the error', () => {
    expect(storageFaultOf(new Error('rollback failed', { cause: withCode('SQLITE_FULL') }))).toBe('full');
    expect(storageFaultOf(withCode('23505'))).toBeUndefined();
  });
});

describe('mayHaveMovedAway', () => {
  it.each([
    ['57P01', 'its sessions were ended'],
    ['25006', 'it takes no writes while it is copied'],
    ['3D000', 'it was dropped'],
  ])('%s: %s', (code) => {
    expect(mayHaveMovedAway(withCode(code))).toBe(true);
    expect(mayHaveMovedAway(new Error('query failed', { cause: withCode(code) }))).toBe(true);
  });

  it.each(['23505', '40001', '53300', 'ECONNREFUSED', 'SQLITE_BUSY', 'SQLITE_READONLY'])('not %s, which a move does not cause', (code) => {
    expect(mayHaveMovedAway(withCode(code))).toBe(false);
  });

  it('needs a code', () => {
    expect(mayHaveMovedAway(new Error('database "x" does not exist'))).toBe(false);
    expect(mayHaveMovedAway(undefined)).toBe(false);
  });
});
