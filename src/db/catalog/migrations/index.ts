import type { MigrationSet } from '../../migrate.js';
import * as tenants from './2026_11_22_0001_tenants.js';
import * as customDomainVerification from './2026_11_25_0301_custom_domain_verification.js';
import * as tenantMoves from './2026_11_26_01_tenant_moves.js';
import * as customDomainClaims from './2026_11_29_01_custom_domain_claims.js';

export const catalogMigrations: MigrationSet = {
  '2026_11_22_0001_tenants': tenants,
  '2026_11_25_0301_custom_domain_verification': customDomainVerification,
  '2026_11_26_01_tenant_moves': tenantMoves,
  '2026_11_29_01_custom_domain_claims': customDomainClaims,
};
