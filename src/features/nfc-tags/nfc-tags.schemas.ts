import { Type } from '@sinclair/typebox';

/**
 * An NFC tag's UID as a reader prints it: 2 to 32 whole bytes of hex, in either case, with
 * nothing or one blank, colon or dash between two bytes (kinds may mix, as colons and none
 * always could). Normalised (normaliseUid) it is never empty nor half a byte, so registering a
 * tag and clocking with one share this one schema.
 */
export const NfcUid = (description: string) =>
  Type.String({ pattern: '^[0-9A-Fa-f]{2}(?:[ :-]?[0-9A-Fa-f]{2}){1,31}$', description, examples: ['04:A2:3B:1C:5D:6E:80'] });
