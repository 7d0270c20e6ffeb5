/** Regenerates client/schema.ts from the OpenAPI document the server serves. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientTypesSource } from '../src/platform/openapi/client-types.js';
import { servedOpenApiDocument } from '../src/platform/openapi/served-document.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-client-'));
try {
  const document = await servedOpenApiDocument({ STEMPEL_DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const file = new URL('../client/schema.ts', import.meta.url);
  const next = await clientTypesSource(document);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (next === current) console.log('client/schema.ts is up to date.');
  else {
    fs.writeFileSync(file, next);
    console.log('client/schema.ts was regenerated.');
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
