import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { closeServices, openServices } from '../../services.js';

/** The document GET /rest/openapi.json serves for a server configured by `env`. */
export async function servedOpenApiDocument(env: Record<string, string | undefined>): Promise<unknown> {
  const config = loadConfig(env);
  const services = await openServices(config);
  try {
    const app = await buildApp(services);
    try {
      const response = await app.inject({ url: '/rest/openapi.json', headers: { host: `demo.${config.baseDomain}` } });
      if (response.statusCode !== 200) throw new Error(`GET /rest/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await closeServices(services);
  }
}
