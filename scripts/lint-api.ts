/**
 * Lints the OpenAPI document the server serves: Redocly's recommended rules and a strict
 * OpenAPI 3.1 validator, both with zero errors and zero warnings. The document is taken from a
 * server built exactly as `npm start` builds it, on a throw-away data directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { servedOpenApiDocument } from '../src/platform/openapi/served-document.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-api-'));
const file = path.join(dir, 'openapi.json');
let failed = false;
try {
  const document = await servedOpenApiDocument({ STEMPEL_DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' });
  fs.writeFileSync(file, JSON.stringify(document, null, 2));

  const redocly = spawnSync(
    process.execPath,
    ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(redocly.stdout.slice(redocly.stdout.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  for (const problem of report.problems) {
    console.log(`${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
  }
  // Redocly exits 0 on warnings; the document must have none.
  const clean = report.totals.errors === 0 && report.totals.warnings === 0;
  if (!clean) failed = true;
  console.log(`Redocly (recommended): ${report.totals.errors} errors, ${report.totals.warnings} warnings.`);

  try {
    await SwaggerParser.validate(file);
    console.log('swagger-parser (OpenAPI 3.1, strict): valid.');
  } catch (error) {
    failed = true;
    console.error(`swagger-parser (OpenAPI 3.1, strict): ${(error as Error).message}`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
