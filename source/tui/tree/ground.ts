// The tree as the kernel's ground view (docs/ARCHITECTURE.md): the one module of it the kernel imports.
export { initialNavigation, navReducer, selectedRowOf, topFrame, type Frame, type NavAction, type NavState } from './navigation.js';
export { indexTreeSource } from './index-source.js';
export { ROOT_LIST, rowsOf, type TreeRow } from './tree-shape.js';
export type { TreeSource } from './tree-source.js';
