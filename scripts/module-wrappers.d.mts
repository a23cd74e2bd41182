import type { Plugin } from 'rolldown';
/** The chunk's text with each CommonJS module wrapper written as a function expression. */
export function functionWrappers(code: string): string;
/** An output plugin: before minifying, each chunk's CommonJS module wrappers as function expressions. */
export function moduleWrappersPlugin(): Plugin;
