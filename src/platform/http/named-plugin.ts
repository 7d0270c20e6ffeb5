const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a plugin the name Fastify shows in its plugin tree and errors. A plugin without one is
 * looked up among the exports of every loaded CommonJS module, twice per registration; with a
 * few thousand modules loaded (a test worker) that scan was a large part of building the app.
 */
export function namedPlugin<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [DISPLAY_NAME]: name });
}
