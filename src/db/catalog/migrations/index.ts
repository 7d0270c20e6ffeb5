import type { MigrationSet } from '../../migrate.js';
import * as tenants from './2026_11_22_0001_tenants.js';

export const catalogMigrations: MigrationSet = {
  '2026_11_22_0001_tenants': tenants,
};
