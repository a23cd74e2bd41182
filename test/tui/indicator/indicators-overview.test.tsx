import { describe, expect, it } from 'vitest';
import { IndicatorsOverview, type OverviewIntent } from '../../../source/tui/indicator/indicators-overview.js';
import { renderApp } from '../helpers/ink.js';

const indicators = [
  { id: 7, name: 'Customer satisfaction', value: '85.0', goal: '100.0', worst_value: '0.0', next_update: '2025-07-31', frequency: 'monthly' },
  { id: 8, name: 'Defects per batch', value: '20', goal: '10', worst_value: '50', next_update: '2025-09-01', frequency: 'weekly' },
  { id: 9, name: 'Revenue', value: '120', goal: '100', worst_value: '0', next_update: '2025-08-20', frequency: 'quarterly' },
];
const histories = new Map([
  [7, [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ id: i + 1, day: `2025-0${i + 1}-01`, value: String(i * 10), goal: '100' }))],
]);

describe('<IndicatorsOverview>', () => {
  it('lists every indicator with a sparkline, flagging behind and late in words', () => {
    const app = renderApp(<IndicatorsOverview indicators={indicators} historiesByIndicator={histories} width={100} height={8} today="2025-08-20" />);
    const lines = app.frame().split('\n');
    expect(lines[0]).toContain('3 indicators · 1 behind · 1 late');
    expect(lines[1]).toMatch(/^› Customer satisfaction\s+▁▂▃▄▅▆▇█\s+85\s+85% at risk\s+! late 2025-07-31/);
    expect(lines[2]).toMatch(/Defects per batch.*20\s+75% behind\s+next 2025-09-01/);
    expect(lines[3]).toMatch(/Revenue.*120\s+120% on track\s+next 2025-08-20/);
    expect(lines[3]).not.toContain('late');
    app.unmount();
  });

  it('selects rows with the keys and opens the selected indicator', async () => {
    const intents: OverviewIntent[] = [];
    const app = renderApp(
      <IndicatorsOverview indicators={indicators} historiesByIndicator={{}} width={100} height={8} today="2025-08-20" onIntent={(i) => intents.push(i)} />,
    );
    await app.press('j', 'j', 'j', 'enter');
    expect(app.frame()).toMatch(/› Revenue/);
    expect(intents).toEqual([
      { type: 'select', indicatorId: 8 },
      { type: 'select', indicatorId: 9 },
      { type: 'open', indicatorId: 9 },
    ]);
    await app.press('esc');
    expect(intents[3]).toEqual({ type: 'close' });
    app.unmount();
  });

  it('scrolls to keep the selection visible and fits a narrow width', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `N${i + 1} indicator with a long name`, value: String(i), goal: '10' }));
    const app = renderApp(<IndicatorsOverview indicators={many} historiesByIndicator={{}} width={40} height={6} today="2025-08-20" />);
    await app.press('G');
    expect(app.frame()).toContain('› N20 indicato…');
    expect(app.frame()).toContain('…');
    expect(app.frame()).toContain('↑ 15');
    for (const line of app.frame().split('\n')) expect([...line].length).toBeLessThanOrEqual(40);
    app.unmount();
  });

  it('says so when there are no indicators', () => {
    const app = renderApp(<IndicatorsOverview indicators={[]} historiesByIndicator={{}} width={60} height={5} today="2025-08-20" />);
    expect(app.frame()).toContain('no indicators known for this hoshin yet');
    app.unmount();
  });
});
