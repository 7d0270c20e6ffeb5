import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';

/**
 * Runs the examples of an integrator guide (docs/guides/*.md) against a real server, so a guide
 * whose answers drift from the server's goes red.
 *
 * A guide's examples are fenced blocks in order: a ```sh block with curl commands, followed by
 * an ```http block with the answer the last curl of the block gets: a status line, headers to
 * compare, a blank line, and the body. A JSON body is compared structurally (every member the
 * guide shows must be there with that value; other members may be there too); any other body
 * line by line. In expected text, `…` stands for anything, `$NAME` for a variable: a known one
 * must have that value, an unknown one takes the value found there and is known from then on.
 * A ```sh block's leading `# at <ISO timestamp>` comment sets the server's clock for it.
 */
export interface GuideExample {
  line: number;
  script: string;
  at: string | undefined;
  answer: ExpectedAnswer;
}

export interface ExpectedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

interface Block {
  info: string;
  code: string;
  line: number;
}

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]!);
    blocks.push({ info: open[1]!, code: body.join('\n'), line: start + 1 });
  }
  return blocks;
}

function parseAnswer(block: Block): ExpectedAnswer {
  const [statusLine, ...rest] = block.code.split('\n');
  const status = /^HTTP\/1\.1 (\d{3})\b/.exec(statusLine ?? '');
  if (!status) throw new Error(`line ${block.line}: an answer starts with "HTTP/1.1 <status>"`);
  const headers: Array<[string, string]> = [];
  let i = 0;
  for (; i < rest.length && rest[i] !== ''; i++) {
    const header = /^([A-Za-z-]+): (.*)$/.exec(rest[i]!);
    if (!header) throw new Error(`line ${block.line + 2 + i}: a header line is "Name: value"`);
    headers.push([header[1]!.toLowerCase(), header[2]!]);
  }
  return { status: Number(status[1]), headers, body: rest.slice(i + 1).join('\n') };
}

/** The curl examples of a guide with their answers, and its TypeScript blocks. */
export function examplesOf(markdown: string): { examples: GuideExample[]; typescript: string[] } {
  const examples: GuideExample[] = [];
  const typescript: string[] = [];
  const blocks = blocksOf(markdown);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.info === 'ts') typescript.push(block.code);
    if (block.info !== 'sh') continue;
    const answer = blocks[i + 1];
    if (answer?.info !== 'http') throw new Error(`line ${block.line}: every sh example is followed by its http answer`);
    const at = /^# at (\S+)$/m.exec(block.code)?.[1];
    examples.push({ line: block.line, script: block.code, at, answer: parseAnswer(answer) });
    i++;
  }
  return { examples, typescript };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches actual text against expected text with `…` and `$NAME`; binds unknown names. */
function matchText(expected: string, actual: string, vars: Record<string, string>, where: string): void {
  const unknown: string[] = [];
  const pattern = expected
    .split(/(…|\$[A-Z][A-Z0-9_]*)/)
    .map((part) => {
      if (part === '…') return '.*?';
      if (/^\$[A-Z][A-Z0-9_]*$/.test(part)) {
        const name = part.slice(1);
        if (vars[name] !== undefined) return escape(vars[name]);
        unknown.push(name);
        return '(.+?)';
      }
      return escape(part);
    })
    .join('');
  const found = new RegExp(`^${pattern}$`, 's').exec(actual);
  expect(found, `${where}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`).not.toBeNull();
  unknown.forEach((name, index) => (vars[name] = found![index + 1]!));
}

function matchJson(expected: unknown, actual: unknown, vars: Record<string, string>, where: string): void {
  if (typeof expected === 'string') {
    if (expected === '…') return expect(actual, `${where} is present`).not.toBeUndefined();
    expect(typeof actual, `${where}: expected a string, got ${JSON.stringify(actual)}`).toBe('string');
    return matchText(expected, actual as string, vars, where);
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${where}: expected an array, got ${JSON.stringify(actual)}`).toBe(true);
    const list = actual as unknown[];
    const open = expected[expected.length - 1] === '…';
    const items = open ? expected.slice(0, -1) : expected;
    if (open) expect(list.length, `${where}: at least ${items.length} items`).toBeGreaterThanOrEqual(items.length);
    else expect(list.length, `${where}: ${items.length} items in ${JSON.stringify(actual)}`).toBe(items.length);
    items.forEach((item, index) => matchJson(item, list[index], vars, `${where}[${index}]`));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    expect(actual !== null && typeof actual === 'object', `${where}: expected an object, got ${JSON.stringify(actual)}`).toBe(true);
    for (const [key, value] of Object.entries(expected)) {
      expect(Object.hasOwn(actual as object, key), `${where}.${key} is missing in ${JSON.stringify(actual)}`).toBe(true);
      matchJson(value, (actual as Record<string, unknown>)[key], vars, `${where}.${key}`);
    }
    return;
  }
  expect(actual, where).toEqual(expected);
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A body the guide shows as JSON is compared structurally; any other text line by line (a byte order mark aside). */
function matchBody(expected: string, actual: string, vars: Record<string, string>, where: string): void {
  const trimmed = expected.trim();
  if (trimmed === '') return;
  const json = jsonOrUndefined(trimmed);
  if (json !== undefined) {
    const parsed = jsonOrUndefined(actual);
    if (parsed === undefined) throw new Error(`${where}: the answer is not JSON: ${actual}`);
    return matchJson(json, parsed, vars, `${where} body`);
  }
  const want = trimmed.split('\n');
  const got = actual.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '…' && i === want.length - 1) return;
    matchText(want[i]!, got[i] ?? '', vars, `${where} body line ${i + 1}`);
  }
  expect(got.length, `${where}: ${got.length} lines`).toBe(want.length);
}

function run(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('bash', ['-c', script], { env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/**
 * Every curl goes to the test server whatever host its URL names (`--connect-to`), through no
 * proxy and without a curlrc; the last answer's headers land in a file the test reads.
 */
const PRELUDE = `curl() { command curl -q -sS --noproxy '*' --max-time 30 --connect-to "::127.0.0.1:$GUIDE_PORT" -D "$GUIDE_HEADERS" "$@"; }\n`;

function lastResponseHead(file: string): { status: number; headers: Map<string, string> } {
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n').trim();
  const head = text.split(/\n\n/).filter((part) => part.startsWith('HTTP/')).at(-1) ?? '';
  const [statusLine, ...lines] = head.split('\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return { status: Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine ?? '')?.[1]), headers };
}

/**
 * Runs one guide's examples in order against the server on 127.0.0.1:`port`. The server's clock
 * (Date, faked by the caller) is set by each example's `# at`, else moved on by a second.
 */
export async function runExamples(guide: string, examples: GuideExample[], port: number, vars: Record<string, string>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-guide-'));
  const headersFile = path.join(dir, 'headers');
  try {
    for (const example of examples) {
      const where = `${guide}:${example.line}`;
      vi.setSystemTime(example.at ? new Date(example.at) : new Date(Date.now() + 1000));
      fs.writeFileSync(headersFile, '');
      const stdout = await run(PRELUDE + example.script, {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        LANG: 'C.UTF-8',
        // Without SHLVL, bash on some machines spends half a second starting; the guides have dozens of examples.
        SHLVL: '1',
        ...vars,
        GUIDE_PORT: String(port),
        GUIDE_HEADERS: headersFile,
      });
      const { status, headers } = lastResponseHead(headersFile);
      expect(status, `${where}: status, answer ${stdout}`).toBe(example.answer.status);
      for (const [name, value] of example.answer.headers) {
        expect(headers.has(name), `${where}: header ${name}`).toBe(true);
        matchText(value, headers.get(name)!, vars, `${where} header ${name}`);
      }
      matchBody(example.answer.body, stdout, vars, where);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A fetch that sends every request to the test server on 127.0.0.1:`port` with the URL's host
 * as Host header: the tenant addresses (`<slug>.localhost`) need no name resolution.
 */
export function loopbackFetch(port: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: url.pathname + url.search,
          headers: { ...Object.fromEntries(request.headers), host: url.host },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, String(value));
            resolve(new Response(chunks.length ? Buffer.concat(chunks) : null, { status: incoming.statusCode, headers }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
