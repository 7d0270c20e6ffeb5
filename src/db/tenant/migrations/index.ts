import type { MigrationSet } from '../../migrate.js';
import * as identity from './2026_11_22_0001_identity.js';
import * as organisation from './2026_11_22_0002_organisation.js';

export const tenantMigrations: MigrationSet = {
  '2026_11_22_0001_identity': identity,
  '2026_11_22_0002_organisation': organisation,
};
