// The benchmark harness: runs each module, writes docs/PERFORMANCE.md, prints it, and exits
// non-zero when a target is missed. `npm run bench -- signing` runs only modules whose name
// contains "signing" (and then leaves the document alone). BENCH_VERBOSE=1 prints every round.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type, release, arch } from 'node:os';
import type { BenchModule, BenchResult } from './types.js';

// One line per module; add yours here.
const MODULES: readonly (readonly [string, () => Promise<BenchModule>])[] = [
  ['signing', () => import('./signing.bench.js')],
  ['client-throughput', () => import('./client-throughput.bench.js')],
  ['tui', () => import('./tui.bench.js')],
  ['terminal', () => import('./terminal.bench.js')],
  ['store', () => import('./store.bench.js')],
  ['startup', () => import('./startup.bench.js')],
  ['patches', () => import('./patches.bench.js')],
];

function formatFigure(figure: number, unit: string): string {
  const digits = figure >= 100 || Number.isInteger(figure) ? 0 : figure >= 10 ? 1 : 2;
  return `${figure.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`;
}

function renderDocument(results: readonly BenchResult[], startedAt: Date, loadBefore: readonly number[]): string {
  const cpu = cpus();
  const rows = results.map((result) =>
    [
      result.name,
      formatFigure(result.figure, result.unit),
      result.baseline ? `${formatFigure(result.baseline.figure, result.baseline.unit)} (${result.baseline.label})` : '-',
      result.ratio === undefined ? '-' : result.ratio.toFixed(3),
      result.target,
      result.pass ? 'pass' : '**FAIL**',
    ].join(' | '),
  );
  return [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.ts) down to the hand-written part; do not edit the table by hand. Figures are medians over several rounds.',
    '',
    `- Date: ${startedAt.toISOString()}`,
    `- Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, ${type()} ${release()} ${arch()}`,
    `- Node: ${process.version}`,
    `- Load average (1, 5, 15 min) when the run began: ${loadBefore.map((value) => value.toFixed(2)).join(', ')}`,
    '',
    '| Benchmark | Measured | Baseline | Ratio | Target | Pass |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    ...results.filter((result) => result.note).map((result) => `- ${result.note}`),
    '',
  ].join('\n');
}

const filter = process.argv[2];
const selected = MODULES.filter(([name]) => filter === undefined || name.includes(filter));
if (selected.length === 0) {
  process.stderr.write(`bench: no module matches "${filter}"; modules: ${MODULES.map(([name]) => name).join(', ')}\n`);
  process.exit(2);
}
const startedAt = new Date();
const loadBefore = loadavg();
const results: BenchResult[] = [];
for (const [name, load] of selected) {
  process.stderr.write(`bench: ${name}...\n`);
  const module = await load();
  results.push(...(await module.run()));
}
// The document's hand-written part (analysis, before and after), from its marker on, is kept.
const HAND_WRITTEN = '<!-- Written by hand from here on; npm run bench keeps this part. -->';
const path = new URL('../docs/PERFORMANCE.md', import.meta.url);
const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
const kept = previous.includes(HAND_WRITTEN) ? previous.slice(previous.indexOf(HAND_WRITTEN)) : '';
const document = renderDocument(results, startedAt, loadBefore) + (kept ? `\n${kept}` : '');
if (filter === undefined) writeFileSync(path, document);
process.stdout.write(document);
process.exit(results.every((result) => result.pass) ? 0 : 1);
