// node:crypto, taken on first use. Imported as an ES module, a built-in module hands over every
// export at once, running its lazy getters: for node:crypto that builds WebCrypto too, at the start
// of every command. Taken this way, it loads when a command first hashes, signs or draws random
// bytes, and WebCrypto never.
type NodeCrypto = typeof import('node:crypto');

let loaded: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}
