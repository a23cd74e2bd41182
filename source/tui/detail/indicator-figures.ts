// An indicator's figures as the detail pane draws them: its value against its goal with a bar, its
// trend and its update status, in units kept whole when a line wraps. Pure.
import type { Resource } from '../../core/resource.js';
import { readDay } from '../../domain/dates.js';
import { NO_PROGRESS, PROGRESS_NAME, progressText, type Progress } from '../../domain/progress.js';
import { STATE_WORDS, indicatorFigures, type IndicatorFigures, type IndicatorState, type UpdateStatus } from '../../domain/indicator.js';
import { formatValue } from '../chart/scale.js';
import type { Unit } from './flow-units.js';
import { personText, whenText, type DetailTone, type PeopleContext } from './people-text.js';

/** Cells of the percent-of-goal bar, and the fewest worth drawing. */
const BAR_CELLS = 10;
const MIN_BAR_CELLS = 5;

const STATE_TONES: Record<IndicatorState, DetailTone> = { 'on-track': 'good', 'at-risk': 'warn', behind: 'bad' };

function updateTone(status: UpdateStatus | null): DetailTone {
  if (status === 'overdue' || status === 'multioverdue') return 'bad';
  return status === 'due' ? 'warn' : 'plain';
}

/** "progress 77%", or "progress n/a (goal = worst)" where the goal equals the worst value. */
export function progressWords(progress: Progress | null): string {
  if (progress?.kind === 'none') return `${PROGRESS_NAME} ${NO_PROGRESS} (goal = worst)`;
  return `${PROGRESS_NAME} ${progressText(progress)}`;
}

/** `██████░░░░`: the progress figure in BAR_CELLS cells, full from 100 %. */
export function percentBar(percent: number | null, context: Pick<PeopleContext, 'glyphs'>, cells = BAR_CELLS): string {
  const filled = percent === null ? 0 : Math.max(0, Math.min(cells, Math.round((percent / 100) * cells)));
  return context.glyphs.barFull.repeat(filled) + context.glyphs.barEmpty.repeat(cells - filled);
}

/** "↗ better", "↘ worse", "→ unchanged"; in ASCII "down, better" (a lone `\` reads as no arrow). */
export function trendText(figures: IndicatorFigures, context: Pick<PeopleContext, 'glyphs'>): string | null {
  const { rising, falling, level, unicode } = context.glyphs;
  const way = (up: boolean) => (unicode ? `${up ? rising : falling} ` : `${up ? 'up' : 'down'}, `);
  switch (figures.trend) {
    case 'positive':
      return `${way(figures.direction === 'higher')}better`;
    case 'negative':
      return `${way(figures.direction !== 'higher')}worse`;
    case 'equal':
      return unicode ? `${level} unchanged` : 'unchanged';
    default:
      return null;
  }
}

/** "current: next in 12 days", "overdue: was due 2 weeks ago": the service's status word first. */
function updateText(figures: IndicatorFigures, context: PeopleContext): string {
  if (figures.updateStatus === null || figures.nextUpdate === null) return 'no next update date';
  const when = whenText(figures.nextUpdate, context) as string;
  return figures.updateStatus === 'current'
    ? `current: next ${when}`
    : `${figures.updateStatus}: ${figures.updateStatus === 'due' ? '' : 'was due '}${when}`;
}

/** An indicator's two figure lines as units; the bar is whole or absent (a cut bar would lie). */
export function indicatorFigureUnits(
  indicator: Resource,
  context: PeopleContext,
  barCells: (standing: string) => number = () => BAR_CELLS,
): readonly [Unit<DetailTone>[], Unit<DetailTone>[]] {
  const figures = indicatorFigures(indicator, context.today);
  const value =
    figures.value === null ? (readDay(indicator.last_update) === null ? 'no value yet' : 'no value') : formatValue(figures.value);
  const trend = trendText(figures, context);
  const standing =
    `${figures.value === null ? '' : progressWords(figures.progress)}${figures.state === null ? '' : ` ${STATE_WORDS[figures.state]}`}`.trim();
  const cells = Math.min(BAR_CELLS, barCells(standing));
  const bar = cells >= MIN_BAR_CELLS ? percentBar(figures.percent, context, cells) : '';
  const first: Unit<DetailTone>[] = [
    { text: `${value}, goal ${formatValue(figures.goal)}`, tone: 'plain' },
    { text: [standing, bar].filter((part) => part !== '').join(' '), tone: figures.state === null ? 'plain' : STATE_TONES[figures.state] },
    { text: trend ?? '', tone: 'muted' },
    { text: `worst ${formatValue(figures.worst)}`, tone: 'muted' },
    { text: `${figures.direction} is better`, tone: 'muted' },
  ];
  const frequency = typeof indicator.frequency === 'string' ? indicator.frequency : 'no frequency';
  const valueDay = whenText(indicator.last_update, context);
  const second: Unit<DetailTone>[] = [
    { text: updateText(figures, context), tone: updateTone(figures.updateStatus) },
    { text: frequency, tone: 'muted' },
    { text: valueDay === null ? '' : `value from ${valueDay}`, tone: 'muted' },
    { text: personText('indicator', indicator, 'responsible_id', context) ?? '', tone: 'muted' },
  ];
  return [first.filter((unit) => unit.text !== ''), second.filter((unit) => unit.text !== '')];
}
