// The bundle's trims and start-up patches are esbuild plugins (onResolve/onLoad): the single-file
// executable, the third-party notices and their tests build with esbuild. This runs the same
// plugins in rolldown, which builds the npm bundle, so both bundles are trimmed and patched alike.

/** A rolldown plugin doing what the esbuild plugin's onResolve and onLoad callbacks do. */
export function fromEsbuild(plugin) {
  const resolvers = [];
  const loaders = [];
  plugin.setup({
    onResolve: (options, callback) => resolvers.push([options, callback]),
    onLoad: (options, callback) => loaders.push([options, callback]),
  });
  // A module an onResolve callback puts in its own namespace: a virtual id rolldown leaves alone.
  const prefix = `\0${plugin.name}:`;
  return {
    name: plugin.name,
    resolveId(source, importer) {
      for (const [{ filter }, callback] of resolvers) {
        if (!filter.test(source)) continue;
        const resolved = callback({ path: source, importer: importer ?? '' });
        if (resolved) return `${prefix}${resolved.namespace}:${resolved.path}`;
      }
      return null;
    },
    async load(id) {
      const [namespace, ...parts] = id.startsWith(prefix) ? id.slice(prefix.length).split(':') : ['file', id];
      const path = parts.join(':');
      for (const [options, callback] of loaders) {
        if ((options.namespace ?? 'file') !== namespace || !options.filter.test(path)) continue;
        const loaded = await callback({ path, namespace });
        if (!loaded) continue;
        for (const warning of loaded.warnings ?? []) this.warn(warning.text);
        return { code: loaded.contents, moduleType: 'js' };
      }
      return null;
    },
  };
}
