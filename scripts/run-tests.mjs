// Runs the whole suite and ends with one plain line "N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = '.test-results.json';
fs.rmSync(results, { force: true });
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
if (fs.existsSync(results)) {
  const summary = JSON.parse(fs.readFileSync(results, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  if (!summary.success && failed === 0) failed = 1;
} else {
  failed = 1;
}
// Unhandled errors fail the run without failing a test; count them so the line never says all is well.
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
