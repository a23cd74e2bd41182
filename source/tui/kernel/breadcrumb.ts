// The breadcrumbs fitted to the header's width, the deepest first. Pure.
import { flattenControls, textWidth, truncateAtWord } from '../../core/cell-text.js';

/** Crumbs whole where at least this many fit; fewer, and long names are shortened to make room. */
const ENOUGH_CRUMBS = 3;

/** The deepest crumbs that fit `width` joined by `joint`, led by `omitted` when some are left out. */
function keepTail(crumbs: readonly string[], width: number, joint: string, omitted: string): string[] {
  const kept: string[] = [];
  for (let index = crumbs.length - 1; index >= 0; index -= 1) {
    const next = [crumbs[index] ?? '', ...kept];
    const lead = index > 0 ? [omitted] : [];
    if (kept.length > 0 && textWidth([...lead, ...next].join(joint)) > width) return [omitted, ...kept];
    kept.unshift(crumbs[index] ?? '');
  }
  return kept;
}

/**
 * The crumbs to show in `width` cells: all, else the deepest whole, else names above the last cut
 * at a word to a third of the width. `omitted` leads when crumbs are left out (`...` in ASCII,
 * where `$` would read as cut).
 */
export function fitCrumbs(names: readonly string[], width: number, joint: string, ellipsis: string, omitted = ellipsis): string[] {
  const crumbs = names.map(flattenControls);
  if (crumbs.length === 0 || textWidth(crumbs.join(joint)) <= width) return crumbs;
  const lastRoom = width - (crumbs.length > 1 ? textWidth(omitted + joint) : 0);
  const last = truncateAtWord(crumbs[crumbs.length - 1] ?? '', Math.max(1, lastRoom), { ellipsis });
  const whole = keepTail([...crumbs.slice(0, -1), last], width, joint, omitted);
  const shown = whole[0] === omitted ? whole.length - 1 : whole.length;
  if (shown >= Math.min(crumbs.length, ENOUGH_CRUMBS)) return whole;
  const third = Math.max(8, Math.floor(width / 3));
  const shortened = crumbs.slice(0, -1).map((crumb) => truncateAtWord(crumb, third, { ellipsis }));
  return keepTail([...shortened, last], width, joint, omitted);
}
