import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleId } from '../platform/access/modules.js';
import type { Services } from '../services.js';

/** What GET /rest/ and the generated docs say about a feature. */
export interface FeatureSummary {
  name: string;
  /** The tenant module the feature belongs to; null for what every workspace has. */
  module: ModuleId | null;
}

/** What a feature may draw on when app.ts registers it. */
export interface FeatureDeps {
  services: Services;
  features: readonly FeatureSummary[];
}

/**
 * One area of the API, declared next to its routes: the routes carry their own access rules
 * in their config (`module`, `permission`, `public`, `note`, `credentialInPath`), and the
 * platform reads those instead of knowing any path.
 */
export interface Feature<Options extends object = object> extends FeatureSummary {
  routes: FastifyPluginAsyncTypebox<Options>;
  /** The plugin's options, built from the process's services; absent when the routes need none. */
  options?: (deps: FeatureDeps) => Options;
}

/** Keeps a feature's options type checked against its plugin while the registry holds mixed features. */
export function defineFeature<Options extends object>(feature: Feature<Options>): Feature {
  return feature as unknown as Feature;
}
