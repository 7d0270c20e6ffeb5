import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { sharedSchemas } from '../platform/http/schemas.js';
import { namedPlugin } from '../platform/http/named-plugin.js';
import type { Feature } from './feature.js';
import { FEATURES, registerFeatures, type FeatureDeps } from './registry.js';

/** One tenant route as its config declares it. */
export interface DeclaredRoute {
  method: string;
  path: string;
  permission: string | null;
  module: string | null;
  public: boolean;
  note: string;
}

/** The routes the features declare, in registration order, read by registering them into a bare instance. */
export async function declaredRoutes(features: readonly Feature<FeatureDeps>[] = FEATURES): Promise<DeclaredRoute[]> {
  const app = Fastify();
  // Only the declarations are read: compiling every route's schemas would cost about a second.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const schema of sharedSchemas) app.addSchema(schema);
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
  await app.register(namedPlugin('declared routes', async (scope: FastifyInstance) => registerFeatures(scope, features)), { prefix: '/rest' });
  await app.close();
  // Read the config only now: a feature's own onRoute hook (its default module) runs after this one.
  const routes = new Map<string, DeclaredRoute>();
  for (const route of seen) {
    const config = route.config ?? {};
    const path = (route.url.endsWith('/') || route.url !== '/rest' ? route.url : '/rest/').replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${path.replace(/\/$/, '')}`;
      if (routes.has(key)) continue;
      routes.set(key, {
        method,
        path,
        permission: config.permission ?? null,
        module: config.module ?? null,
        public: config.public === true,
        note: config.note ?? '',
      });
    }
  }
  return [...routes.values()];
}

export function endpointTable(routes: readonly DeclaredRoute[]): string {
  const rows = routes.map((r) =>
    `| ${[r.method, r.path, r.public ? 'public' : (r.permission ?? '—'), r.module ?? '—', r.note].join(' | ')} |`.replace(/ {2}\|$/, ' |'),
  );
  return ['| Method | Path | Permission | Module | Notes |', '|---|---|---|---|---|', ...rows].join('\n');
}

const BEGIN = (name: string) => `<!-- generated: ${name} (npm run docs:permissions) -->`;
const END = (name: string) => `<!-- end generated: ${name} -->`;

/** Replaces each generated section of the page with what the declarations say now; the prose around stays. */
export function replaceSections(page: string, sections: Record<string, string>): string {
  let result = page;
  for (const [name, body] of Object.entries(sections)) {
    const begin = result.indexOf(BEGIN(name));
    const end = result.indexOf(END(name));
    if (begin === -1 || end < begin) throw new Error(`docs/permissions.md lacks the markers of the generated section "${name}".`);
    result = `${result.slice(0, begin)}${BEGIN(name)}\n${body}\n${result.slice(end)}`;
  }
  return result;
}

/** docs/permissions.md as the generator writes it, given the committed page. */
export async function renderPermissionsDoc(page: string): Promise<string> {
  return replaceSections(page, { endpoints: endpointTable(await declaredRoutes()) });
}
