import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2ID, hashCheaplyInThisProcess, hashSecret, MAX_PASSWORD_LENGTH, passwordProblem, pinProblem, verifySecret } from './passwords.js';
import { hash } from '@node-rs/argon2';

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

describe('composed and decomposed letters', () => {
  it('takes a password typed with "ö" as one code point or as "o" and a combining diaeresis alike, and still verifies a hash made as typed', async () => {
    const composed = 'Sommer-Brötchen-2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifySecret(await hashSecret(composed), decomposed)).toBe(true);
    expect(await verifySecret(await hashSecret(decomposed), composed)).toBe(true);
    // A hash made before secrets were composed holds the decomposed bytes.
    const typed = await hash(decomposed, { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 });
    expect(await verifySecret(typed, decomposed)).toBe(true);
    expect(await verifySecret(typed, composed)).toBe(false);
    expect(await verifySecret(typed, 'Sommer-Brotchen-2026')).toBe(false);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['short', 'The password must be at least 8 characters.'],
    ['12345678', 'The password is too easy to guess; choose another.'],
    ['87654321', 'The password is too easy to guess; choose another.'],
    ['1234567890', 'The password is too easy to guess; choose another.'],
    ['aaaaaaaa', 'The password is too easy to guess; choose another.'],
    ['ÄÄÄÄÄÄÄÄ', 'The password is too easy to guess; choose another.'],
    ['abcdefgh', 'The password is too easy to guess; choose another.'],
    ['QWERTZUIOP', 'The password is too easy to guess; choose another.'],
    ['asdfghjkl', 'The password is too easy to guess; choose another.'],
    ['Passwort123', 'The password is too easy to guess; choose another.'],
    [' password ', 'The password is too easy to guess; choose another.'],
    ['iloveyou', 'The password is too easy to guess; choose another.'],
  ])('refuses %j', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses the personnel code as the password, in any letter case and form', () => {
    expect(passwordProblem('P-10000042', 'P-10000042')).toBe('The password must not be the personnel code.');
    expect(passwordProblem('p-10000042 ', 'P-10000042')).toBe('The password must not be the personnel code.');
    expect(passwordProblem('Jörg-Müller'.normalize('NFD'), 'jörg-müller')).toBe('The password must not be the personnel code.');
    expect(passwordProblem('P-10000042!', 'P-10000042')).toBeUndefined();
  });

  it.each(['Sommer-Brötchen-2026', 'correct horse battery staple', '12345679', 'abcdefgi', 'qwertzuiop1', 'stempel-demo'])('takes %j', (password) => {
    expect(passwordProblem(password, 'admin')).toBeUndefined();
  });
});

describe('pinProblem', () => {
  it.each(['0000', '1111', '99999999', '1234', '4321', '0123', '3210', '123456', '987654', '7890'])('refuses %s', (pin) => {
    expect(pinProblem(pin)).toBe('The PIN is too easy to guess; choose another.');
  });

  it.each(['4711', '2468', '0815', '1235', '8642', '24680', '13579'])('takes %s', (pin) => {
    expect(pinProblem(pin)).toBeUndefined();
  });
});
