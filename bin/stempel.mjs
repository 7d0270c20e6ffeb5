#!/usr/bin/env node
// Runs the TypeScript sources, so `npx stempel` works right after `npm ci`. They are bundled by
// esbuild (the compiler tsx uses too) into a folder in node_modules/.cache/stempel/, bundled again
// whenever a file under src/ or the tsconfig changed. Loading the bundle takes about half the CPU
// of resolving and compiling every module through tsx's loader hooks, for every CLI command and
// every server start. What the CLI imports only on demand (the HTTP server, the demo company) is
// split into chunks of its own, so the other commands never load it. Where no bundle can be
// written (a read-only installation), or with STEMPEL_RUN_FROM_SOURCES=1, the sources run through
// tsx.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so that the bundle's imports of npm packages resolve as the sources' do.
const cacheDir = path.join(root, 'node_modules', '.cache', 'stempel');
const entry = path.join(root, 'src', 'cli', 'main.ts');

/** A digest of everything the bundle is made of: each file's path and content (about 10 ms). */
function sourceFingerprint(esbuildVersion) {
  const hash = createHash('sha256').update(`${process.version}\n${esbuildVersion}\n`);
  const add = (file) => {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(fs.readFileSync(file));
  };
  add(path.join(root, 'tsconfig.json'));
  add(fileURLToPath(import.meta.url));
  const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true });
  for (const file of files.filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name)).sort()) add(file);
  return hash.digest('hex').slice(0, 16);
}

/** The bundle of the current sources: built on first use after a change, otherwise the one kept. */
async function bundle() {
  const esbuild = await import('esbuild');
  const folder = path.join(cacheDir, `cli-${sourceFingerprint(esbuild.version)}`);
  const file = path.join(folder, 'main.mjs');
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Several processes may start at once: each writes a folder of its own and renames it into
  // place; a process that finds the place taken uses the folder that is there.
  const partial = path.join(cacheDir, `.${randomUUID()}`);
  try {
    await esbuild.build({
      entryPoints: { main: entry },
      outdir: partial,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      // npm packages load from node_modules as before; only the project's own modules are bundled.
      packages: 'external',
      // Error and class names appear in logs and answers; bundling must not rename them.
      keepNames: true,
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    try {
      fs.renameSync(partial, folder);
    } catch (error) {
      if (!fs.existsSync(file)) throw error;
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  // Bundles of earlier sources (and of builds that were killed) go, but not fresh ones: another
  // process (another Node.js version, say) may have just written its own and not loaded it yet.
  const stale = Date.now() - 10 * 60_000;
  for (const name of fs.readdirSync(cacheDir)) {
    const other = path.join(cacheDir, name);
    try {
      if (other !== folder && fs.statSync(other).mtimeMs < stale) fs.rmSync(other, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
  return file;
}

async function loadCli() {
  let file;
  try {
    // The CPU profiles of `npm run bench:profile` name the source files only when run from them.
    if (process.env.STEMPEL_RUN_FROM_SOURCES === '1') throw new Error('running from the sources');
    file = await bundle();
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    return import(pathToFileURL(entry).href);
  }
  // Stack traces name the TypeScript files and lines, as under tsx.
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(file).href);
}

// Output piped into a command that stops reading early (`stempel tenant list | head -1`) ends
// the command quietly, as other command-line tools do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { runCli } = await loadCli();
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
