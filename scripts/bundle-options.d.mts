import type { InputOptions } from 'rolldown';
/** rolldown's input options for source/main.ts, as the build and the executable use them. */
export function bundleOptions(): InputOptions;
