/** Writes the generated sections of docs/permissions.md from the features' route declarations. */
import fs from 'node:fs';
import { renderPermissionsDoc } from '../src/features/permissions-doc.js';

const file = new URL('../docs/permissions.md', import.meta.url);
const page = fs.readFileSync(file, 'utf8');
const next = await renderPermissionsDoc(page);
if (next === page) console.log('docs/permissions.md is up to date.');
else {
  fs.writeFileSync(file, next);
  console.log('docs/permissions.md was regenerated.');
}
