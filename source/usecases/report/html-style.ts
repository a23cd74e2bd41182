// The review pack's inline stylesheet; colours always come with a mark, so the page reads in greyscale.
export const PACK_CSS = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #57606a; --line: #c9d1d9; --soft: #f3f5f7;
  --met-bg: #d5f5dc; --met-ink: #0f5323; --miss-bg: #ffe1de; --miss-ink: #9c0b1f; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: #fff; color: var(--ink);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
main { max-width: 1180px; margin: 0 auto; padding: 20px 16px 32px; }
h1 { font-size: 1.7em; line-height: 1.2; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 1.2em; margin: 28px 0 10px; padding-bottom: 3px; border-bottom: 2px solid var(--ink); }
h3 { font-size: 1.02em; margin: 0 0 4px; overflow-wrap: anywhere; }
p, li, dd, td, th { overflow-wrap: anywhere; }
.kicker { margin: 0; color: var(--muted); text-transform: uppercase; letter-spacing: .06em; font-size: .78em; font-weight: 600; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 10px 0 0; }
.facts div { min-width: 0; }
.facts dt { color: var(--muted); font-size: .8em; }
.facts dd { margin: 0; font-weight: 600; }
.missing { margin: 6px 0 0; padding-left: 1.2em; }
.complete { margin: 6px 0 0; }
.warn { color: var(--miss-ink); font-weight: 700; }
.health { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; }
.figure { border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; min-width: 0; }
.figure .label { color: var(--muted); font-size: .82em; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
.figure .pct { display: block; font-size: 1.7em; font-weight: 700; font-variant-numeric: tabular-nums; }
.figure .why { font-size: .86em; color: var(--muted); }
.figure.overall { border: 2px solid var(--ink); }
.scroll { overflow-x: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; }
thead { display: table-header-group; }
th, td { border: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: middle; }
thead th { background: var(--soft); font-size: .85em; white-space: nowrap; }
.bowling .name { min-width: 13em; max-width: 20em; font-weight: 500; }
.bowling .cell { text-align: center; white-space: nowrap; font-variant-numeric: tabular-nums; min-width: 3.7em; font-size: .88em; }
.bowling .m { display: block; font-size: .95em; line-height: 1; }
.cell.met { background: var(--met-bg); color: var(--met-ink); }
.cell.missed { background: var(--miss-bg); color: var(--miss-ink); font-weight: 700; }
.cell.none { color: var(--muted); }
.bowling .review { box-shadow: inset 0 0 0 2px var(--ink); }
.bowling thead .review { background: var(--ink); color: #fff; }
.group th { background: var(--soft); font-size: .85em; text-transform: uppercase; letter-spacing: .03em; }
.tag { display: inline-block; font-size: .74em; font-weight: 600; border: 1px solid currentColor; border-radius: 3px;
  padding: 0 4px; margin-left: 4px; color: var(--muted); white-space: nowrap; }
.legend { font-size: .85em; color: var(--muted); margin: 6px 0 0; }
.spark { display: block; }
.spark-line { fill: none; stroke: var(--ink); stroke-width: 1.5; stroke-linejoin: round; }
.spark-goal { stroke: var(--muted); stroke-width: 1; stroke-dasharray: 3 2; }
.spark-none { stroke: var(--line); stroke-dasharray: 2 2; }
.spark-dot { fill: var(--ink); }
.spark-end-met { fill: var(--met-ink); }
.spark-end-missed { fill: var(--miss-ink); }
.red-item { border: 1px solid var(--line); border-left: 5px solid var(--miss-ink); border-radius: 4px; padding: 8px 12px; margin: 0 0 10px; break-inside: avoid; }
.red-item .facts { margin-top: 4px; }
.red-item ul { margin: 4px 0 0; padding-left: 1.2em; }
.no-cm { color: var(--miss-ink); font-weight: 700; margin: 6px 0 0; }
.owner { margin: 0 0 14px; break-inside: avoid; }
.due td.when { white-space: nowrap; }
.late { color: var(--miss-ink); font-weight: 700; }
footer { margin-top: 28px; color: var(--muted); font-size: .8em; }
@media (max-width: 600px) {
  main { padding: 12px 10px 24px; }
  h1 { font-size: 1.35em; }
  .facts { gap: 4px 14px; }
  .bowling .name { min-width: 9em; }
}
@media print {
  @page { size: landscape; margin: 10mm; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { font-size: 9pt; }
  main { max-width: none; padding: 0; }
  h2 { margin: 12px 0 6px; break-after: avoid; }
  .scroll { overflow: visible; }
  #chart { break-inside: avoid; break-before: page; }
  .bowling .cell { min-width: 0; padding: 1px 3px; }
  .bowling th, .bowling td { padding: 1px 4px; }
  .bowling .name { min-width: 0; max-width: 22em; }
  .bowling .m { display: inline; margin-right: 2px; }
  /* On paper a name takes two lines at most, so no name pushes the chart off its page. */
  .bowling .nm { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
  .group th { padding-top: 0; padding-bottom: 0; }
  .spark { width: 72px; height: 14px; }
  tr { break-inside: avoid; }
}
`;
