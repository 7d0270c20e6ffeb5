import { describe, expect, it } from 'vitest';
import { forgetInTransaction, oncePerTransaction } from './transaction-facts.js';

function counter() {
  let calls = 0;
  return { work: async () => ++calls, calls: () => calls };
}

describe('oncePerTransaction', () => {
  it('does the work on every call outside a transaction', async () => {
    const db = { isTransaction: false };
    const { work, calls } = counter();
    expect(await oncePerTransaction(db, 'lock', work)).toBe(1);
    expect(await oncePerTransaction(db, 'lock', work)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('does it once per key and transaction, also for calls made at the same moment', async () => {
    const first = { isTransaction: true };
    const second = { isTransaction: true };
    const { work, calls } = counter();
    const answers = await Promise.all([oncePerTransaction(first, 'lock a', work), oncePerTransaction(first, 'lock a', work)]);
    expect(answers).toEqual([1, 1]);
    expect(await oncePerTransaction(first, 'lock b', work)).toBe(2);
    expect(await oncePerTransaction(second, 'lock a', work)).toBe(3);
    expect(await oncePerTransaction(first, 'lock a', work)).toBe(1);
    expect(calls()).toBe(3);
  });

  it('does not remember a failure', async () => {
    const trx = { isTransaction: true };
    let attempts = 0;
    const work = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('closed');
      return 'open';
    };
    await expect(oncePerTransaction(trx, 'month', work)).rejects.toThrow('closed');
    await expect(oncePerTransaction(trx, 'month', work)).resolves.toBe('open');
    expect(attempts).toBe(2);
  });

  it('asks again after the transaction forgot the fact', async () => {
    const trx = { isTransaction: true };
    const { work, calls } = counter();
    await oncePerTransaction(trx, 'month', work);
    forgetInTransaction(trx, 'month');
    expect(await oncePerTransaction(trx, 'month', work)).toBe(2);
    forgetInTransaction({ isTransaction: true }, 'month');
    expect(calls()).toBe(2);
  });
});
