// The tree as the kernel's ground view (docs/ARCHITECTURE.md): the one module of a feature folder
// the kernel imports. What the console's store keeps of it (its navigation) and where its rows come
// from; the rest of the ground (its body, its header) comes through the registry like any feature's.
export { initialNavigation, navReducer, selectedRowOf, topFrame, type Frame, type NavAction, type NavState } from './navigation.js';
export { indexTreeSource } from './index-source.js';
export { ROOT_LIST, rowsOf, type TreeRow } from './tree-shape.js';
export type { TreeSource } from './tree-source.js';
