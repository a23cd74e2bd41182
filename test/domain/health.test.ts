import { describe, expect, it } from 'vitest';
import { planHealth } from '../../source/domain/health.js';

describe('planHealth', () => {
  it('follows the service formulas: objectives, indicators, tasks and their average, one decimal', () => {
    const health = planHealth({
      objectives_count: 12,
      neglected_objectives_count: 2,
      blind_objectives_count: 1,
      indicators_count: 11,
      outdated_indicators_count: 2,
      tasks_count: 13,
      outdated_tasks_count: 5,
      health_updated_at: '2026-11-23T09:00:00.000Z',
    });
    // 100·(1 − 3/12) = 75; 100·(1 − 2/11) = 81.818…; 100·(1 − 5/13) = 61.538…; mean 72.785…
    expect(health).toEqual({
      overall: 72.8,
      objectives: 75,
      indicators: 81.8,
      tasks: 61.5,
      neglected_objectives: 2,
      blind_objectives: 1,
      outdated_indicators: 2,
      outdated_tasks: 5,
      updated_at: '2026-11-23T09:00:00.000Z',
    });
  });

  it('counts a part with nothing in it as healthy, and never goes below 0', () => {
    const health = planHealth({
      objectives_count: 0,
      indicators_count: 2,
      outdated_indicators_count: 5,
      tasks_count: '4',
      outdated_tasks_count: null,
    });
    expect([health.objectives, health.indicators, health.tasks, health.overall]).toEqual([100, 0, 100, 66.7]);
    expect(health.updated_at).toBeNull();
  });
});
