import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageFaultOf } from '../../db/errors.js';
import { StorageFaults } from './storage-faults.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('storageFaultOf', () => {
  it.each([
    ['SQLITE_FULL', 'full'],
    ['SQLITE_CORRUPT', 'corrupt'],
    ['SQLITE_CORRUPT_INDEX', 'corrupt'],
    ['SQLITE_NOTADB', 'corrupt'],
    ['SQLITE_CANTOPEN', 'unreadable'],
    ['SQLITE_READONLY_DBMOVED', 'unreadable'],
    ['SQLITE_IOERR_WRITE', 'io'],
    ['ENOSPC', 'full'],
    ['ENOENT', 'missing'],
    ['53100', 'full'],
    ['3D000', 'missing'],
    ['XX001', 'corrupt'],
  ])('reads %s as %s', (code, fault) => {
    expect(storageFaultOf(coded(code))).toBe(fault);
  });

  it('finds the fault in a cause and in a message a later rollback left behind', () => {
    expect(storageFaultOf(new Error('wrapped', { cause: coded('SQLITE_FULL') }))).toBe('full');
    expect(storageFaultOf(coded('SQLITE_ERROR', 'database or disk is full'))).toBe('full');
  });

  it('leaves other errors alone', () => {
    expect(storageFaultOf(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(storageFaultOf(coded('ECONNREFUSED'))).toBeUndefined();
    expect(storageFaultOf(coded('23505'))).toBeUndefined();
    expect(storageFaultOf(new Error('boom'))).toBeUndefined();
    expect(storageFaultOf(undefined)).toBeUndefined();
  });
});

describe('StorageFaults', () => {
  afterEach(() => vi.useRealTimers());

  it('logs a fault once per tenant and kind within the window, and counts every one', () => {
    vi.useFakeTimers();
    const error = vi.fn();
    const faults = new StorageFaults({ error }, 60_000);
    for (let i = 0; i < 50; i++) faults.report('acme', 'full', coded('SQLITE_FULL'));
    faults.report('other', 'full', coded('SQLITE_FULL'));
    faults.report('acme', 'corrupt', coded('SQLITE_CORRUPT'));
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[0]![0]).toMatchObject({ tenant: 'acme', fault: 'full' });
    vi.advanceTimersByTime(60_000);
    faults.report('acme', 'full', coded('SQLITE_FULL'));
    expect(error).toHaveBeenCalledTimes(4);
    expect(faults.totals()).toEqual({ full: 52, corrupt: 1 });
  });

  it('asks for a shorter wait on a full disk than on a damaged database', () => {
    expect(StorageFaults.retryAfterSeconds('full')).toBeLessThan(StorageFaults.retryAfterSeconds('corrupt'));
  });
});
