import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleId } from '../platform/access/modules.js';

/** What GET /rest/ and the generated docs say about a feature. */
export interface FeatureSummary {
  name: string;
  /** The tenant module the feature belongs to; null for what every workspace has. */
  module: ModuleId | null;
}

/**
 * One area of the API, declared next to its routes: the routes carry their own access rules
 * in their config (`module`, `permission`, `public`, `note`, `credentialInPath`), and the
 * platform reads those instead of knowing any path. `Deps` is what the feature needs from the
 * process (spelled out by the feature, so it need not import the composition root); the
 * registry checks that what it hands over covers it.
 */
export interface Feature<Deps = unknown> extends FeatureSummary {
  routes: FastifyPluginAsyncTypebox<object>;
  /** The plugin's options, built from the process's services; absent when the routes need none. */
  options?: (deps: Deps) => object;
}

/** Keeps a feature's options type checked against its plugin while the registry holds mixed features. */
export function defineFeature<Options extends object, Deps = unknown>(feature: {
  name: string;
  module: ModuleId | null;
  routes: FastifyPluginAsyncTypebox<Options>;
  options?: (deps: Deps) => Options;
}): Feature<Deps> {
  return feature as unknown as Feature<Deps>;
}
