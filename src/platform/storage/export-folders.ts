import path from 'node:path';

/**
 * STEMPEL_EXPORT_DIR keeps a folder per tenant slug for the files a tenant's jobs write (exports
 * and payroll transfer files); deleting the tenant removes the folder.
 */
export function tenantExportFolder(exportDir: string, tenantSlug: string): string {
  return path.join(exportDir, tenantSlug);
}

/** A file in a tenant's export folder. */
export function tenantExportFile(exportDir: string, tenantSlug: string, fileName: string): string {
  return path.join(tenantExportFolder(exportDir, tenantSlug), fileName);
}
