import { BadRequestError, ValidationError } from '../errors/errors.js';

/** Deeper than any resource of the API; a body nested deeper is an attack, refused before parsing. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92; // \

/** The deepest nesting of objects and arrays in JSON text, counting only brackets outside strings. */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Parses a JSON request body the way the API promises to read it: not nested
 * deeper than MAX_JSON_DEPTH (400), no number that JavaScript cannot hold
 * exactly (beyond ±2^53, or infinite: 422 instead of a silently rounded or
 * infinite value reaching the database), and no NUL character in any string
 * or key (422; PostgreSQL cannot store it). An empty body is no body
 * (undefined): clients that send `Content-Type: application/json` with every
 * request call endpoints that take none (logout, unpublish), and an endpoint
 * that needs a body refuses a missing one as it refuses it without the header.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new BadRequestError(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  const problems: Record<string, string[]> = {};
  const flag = (key: string, message: string) => {
    const field = key === '' ? 'body' : key;
    (problems[field] ??= []).push(message);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\u0000')) flag('body', 'Field names must not contain NUL characters.');
      if (typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)) {
        flag(key, `The ${key || 'body'} field must be a number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`);
      } else if (typeof value === 'string' && value.includes('\u0000')) {
        flag(key, `The ${key || 'body'} field must not contain NUL characters.`);
      }
      return value;
    });
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return parsed;
}

/** Query values with a NUL character are refused like body strings: no database stores them faithfully. */
export function nulInQuery(query: unknown): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (key.includes('\u0000') || values.some((v) => typeof v === 'string' && v.includes('\u0000'))) return key.split('\u0000').join('');
  }
  return undefined;
}
