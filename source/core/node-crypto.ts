// node:crypto on first use: an ES import runs its lazy getters, building WebCrypto at the start of every command.
type NodeCrypto = typeof import('node:crypto');

let loaded: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}
