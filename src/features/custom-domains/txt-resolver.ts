import { Resolver } from 'node:dns/promises';

/** Looks up DNS TXT records: each record as the strings it is split into. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/** The answer codes of a name that exists without TXT records, or does not exist at all. */
export const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** The system's DNS servers, through node:dns, with a bounded wait. */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  return { resolveTxt: (name) => resolver.resolveTxt(name) };
}
