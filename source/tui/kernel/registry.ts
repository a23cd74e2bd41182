// What the kernel makes of the registry (tui/features.ts): the key table, the store's reducer over
// every feature's overlays, and the features' body, watches and reads. The one kernel module that
// imports the registry; no feature imports it (features get the key table through the shell).
import { FEATURES } from '../features.js';
import { buildKeyTable } from './key-table.js';
import { makeConsoleReducer, makeOverlayFilterReducer, makeOverlaysReducer } from './store-reducer.js';
import { topOf, type Overlay, type Overlays } from './overlays.js';

export const KEY_TABLE = buildKeyTable(FEATURES);

/** Every feature's overlay types. */
export const SLICES = FEATURES.flatMap((feature) => feature.overlays ?? []);

export const consoleReducer = makeConsoleReducer(SLICES);
export const overlaysReducer = makeOverlaysReducer(SLICES);
export const overlayFilterReducer = makeOverlayFilterReducer(SLICES);

/** The header while no overlay names its own place: the ground view's. */
export const GROUND_HEADER = FEATURES.find((feature) => feature.groundHeader)?.groundHeader;

/** The body when no overlay is open. */
export const GROUND = FEATURES.find((feature) => feature.Ground)?.Ground;

/** What the features keep in step, called in registry order on every render. */
export const WATCHES = FEATURES.flatMap((feature) => (feature.useWatch ? [feature.useWatch] : []));

/** A read from the terminal as every feature wants it, in registry order. */
export function readOf(state: Parameters<NonNullable<(typeof FEATURES)[number]['reads']>>[0], input: string): string {
  return FEATURES.reduce((read, feature) => feature.reads?.(state, read) ?? read, input);
}

/** The overlay on top, when its `/` line takes the filter actions. */
export function filterableTop(overlays: Overlays): Overlay | undefined {
  const top = topOf(overlays);
  return top && SLICES.find((slice) => slice.type === top.type)?.filter ? top : undefined;
}

/** The `/` line of the overlay on top is taking keys. */
export function isOverlayFiltering(overlays: Overlays): boolean {
  const top = filterableTop(overlays);
  return top ? (SLICES.find((slice) => slice.type === top.type)?.filter?.typing(top) ?? false) : false;
}
