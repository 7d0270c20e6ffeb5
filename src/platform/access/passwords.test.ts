import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2ID, hashCheaplyInThisProcess, hashSecret, MAX_PASSWORD_LENGTH, verifySecret } from './passwords.js';

describe('password hashing', () => {
  let wasCheap: boolean;
  beforeAll(() => {
    wasCheap = hashCheaplyInThisProcess(false);
  });
  afterAll(() => {
    hashCheaplyInThisProcess(wasCheap);
  });

  it('hashes with argon2id at OWASP strength unless a test process asks otherwise', async () => {
    expect(ARGON2ID).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashSecret('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(stored, 'correct horse')).toBe(true);
    expect(await verifySecret(stored, 'correct horsE')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashSecret('same secret')).not.toBe(await hashSecret('same secret'));
  });

  it('refuses an over-long secret and an unreadable stored hash without throwing', async () => {
    const stored = await hashSecret('x'.repeat(MAX_PASSWORD_LENGTH));
    expect(await verifySecret(stored, 'x'.repeat(MAX_PASSWORD_LENGTH))).toBe(true);
    expect(await verifySecret(stored, 'x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(false);
    expect(await verifySecret('not a hash', 'whatever1')).toBe(false);
  });

  it('verifies hashes of either strength in a process that hashes cheaply', async () => {
    const strong = await hashSecret('made at full strength');
    hashCheaplyInThisProcess(true);
    try {
      const cheap = await hashSecret('made cheaply');
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
      expect(await verifySecret(cheap, 'made cheaply')).toBe(true);
      expect(await verifySecret(cheap, 'made cheaplY')).toBe(false);
      expect(await verifySecret(strong, 'made at full strength')).toBe(true);
    } finally {
      hashCheaplyInThisProcess(false);
    }
  });
});
