/** A BENCH_* variable that does not hold what it must; the bench exits 2 with its message. */
export class SettingsError extends Error {}

export function positiveNumber(name: string, fallback: number, { integer }: { integer: boolean }): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new SettingsError(`${name} must be a positive ${integer ? 'whole number' : 'number'}, got "${raw}"`);
  }
  return value;
}
