import { ForbiddenError } from '../errors/errors.js';
import { MODULES, type ModuleId } from './modules.js';

/** 403 for a permission the caller's role lacks, named in `_meta.permission`: the guards' answer, and the services'. */
export function permissionLacking(permission: string): ForbiddenError {
  return new ForbiddenError(`Your role lacks the permission ${permission}.`, { permission });
}

/** 403 for a module the workspace has not enabled, named in `_meta.module`. */
export function moduleNotEnabled(module: ModuleId): ForbiddenError {
  return new ForbiddenError(`The module ${module} (${MODULES[module]}) is not enabled for this workspace.`, { module });
}
