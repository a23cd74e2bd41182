// The history the chart tests draw: seven month-end values climbing past a goal that rises.
import type { ChartPoint } from '../../../source/tui/chart/history-chart.js';

export const MONTHLY_HISTORY: readonly ChartPoint[] = [
  { day: '2025-01-31', value: 30, goal: 90 },
  { day: '2025-02-28', value: 40, goal: 95 },
  { day: '2025-03-31', value: 55, goal: 100 },
  { day: '2025-04-30', value: 52, goal: 100 },
  { day: '2025-05-31', value: 70, goal: 100 },
  { day: '2025-06-30', value: 85, goal: 100 },
  { day: '2025-07-31', value: 104, goal: 100 },
];
