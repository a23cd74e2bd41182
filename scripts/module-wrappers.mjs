// The npm bundle's CommonJS modules (undici's, the console's libraries) are wrapped by rolldown in
// an arrow function, `__commonJSMin(((exports, module) => { ... }))`. Node 26's V8 compiles such a
// parenthesised arrow function with the code around it, so the compile cache keeps it; Node 22's
// V8 (12.4) compiles only a parenthesised `function` that way, and left every wrapper to be parsed
// and compiled again by every run that required the module: undici's, about 12 ms of `hoshin list`
// on Node 22.19 (decision 0378). Written as a function expression, each wrapper is compiled with
// its chunk on both and kept in the compile cache. The same call: a module body reads neither
// `this` (undefined either way: the wrapper is called plainly, in strict code) nor `arguments`.
const ARROW_WRAPPER = /__commonJSMin\(\(\(((?:exports|module|[\w$]+)(?:, [\w$]+)*)?\) => \{/g;

/** The chunk's text with each CommonJS module wrapper written as a function expression. */
export function functionWrappers(code) {
  return code.replace(ARROW_WRAPPER, (_, params = '') => `__commonJSMin((function(${params}) {`);
}

/** An output plugin: before minifying, each chunk's CommonJS module wrappers as function expressions. */
export function moduleWrappersPlugin() {
  return {
    name: 'hoshin-module-wrappers',
    renderChunk(code) {
      const changed = functionWrappers(code);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
