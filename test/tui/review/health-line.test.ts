// The header's plan health: the hoshin's counters (planHealth) in the longest wording that fits,
// never wrapping, down to the overall figure.
import { describe, expect, it } from 'vitest';
import { planHealth } from '../../../source/domain/health.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { healthText, healthTone, healthWordings } from '../../../source/tui/review/health-line.js';
import { headerHealth } from '../../../source/tui/tree/tree-header.js';

const hoshin = {
  id: 11,
  objectives_count: 12,
  indicators_count: 12,
  tasks_count: 13,
  neglected_objectives_count: 2,
  blind_objectives_count: 1,
  outdated_indicators_count: 2,
  outdated_tasks_count: 4,
  health_updated_at: '2026-04-15T06:00:00.000Z',
};
const today = '2026-04-15';

describe('the health line', () => {
  it('says every percentage and every count where there is room, and when the service computed them', () => {
    const text = healthText(planHealth(hoshin), 200, '·', today);
    expect(text).toBe(
      'plan health 76% · objectives 75% (2 neglected, 1 blind) · indicators 83% (2 outdated) · tasks 69% (4 outdated) · computed today',
    );
  });

  it('fits 80 columns with the four percentages and the four counts', () => {
    const text = healthText(planHealth(hoshin), 80, '·', today);
    expect(textWidth(text)).toBeLessThanOrEqual(80);
    expect(text).toBe('health 76% · obj 75% (2 negl, 1 blind) · ind 83% (2 late) · tasks 69% (4 late)');
  });

  it('shortens, never wraps: every width gets one line no wider than itself', () => {
    const health = planHealth({ ...hoshin, outdated_tasks_count: 12, tasks_count: 40, neglected_objectives_count: 10 });
    for (const width of [120, 80, 60, 45, 30, 12, 6]) {
      const text = healthText(health, width, '|', today);
      expect(text).not.toContain('\n');
      expect(textWidth(text), `${width}: ${text}`).toBeLessThanOrEqual(width);
    }
    expect(healthText(health, 12, '|', today)).toBe('health 54%');
    expect(healthWordings(health, '|', today).at(-1)).toBe('health 54%');
  });

  it('tones the overall figure: good from 80 %, warn from 50 %, bad below', () => {
    expect(healthTone(planHealth({ objectives_count: 1 }))).toBe('good');
    expect(healthTone(planHealth(hoshin))).toBe('warn');
    expect(
      healthTone(
        planHealth({
          ...hoshin,
          outdated_indicators_count: 12,
          outdated_tasks_count: 13,
          neglected_objectives_count: 11,
        }),
      ),
    ).toBe('bad');
  });

  it('says what to do outside a hoshin, or when the hoshin’s counters are not known yet', () => {
    expect(headerHealth(null, undefined, 80, '·', today)).toEqual({
      text: 'plan health: select a hoshin, or anything in one',
      tone: 'muted',
    });
    expect(headerHealth(11, { id: 11, name: 'Plan' }, 80, '·', today).text).toBe(
      'plan health of hoshin 11: not known yet (r on it refreshes)',
    );
    expect(headerHealth(11, hoshin, 80, '·', today).tone).toBe('warn');
  });
});
