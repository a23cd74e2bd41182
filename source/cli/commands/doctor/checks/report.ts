// What `hoshin doctor` found: one result per check, shown as lines or as JSON, and the exit code. Pure.
import { safeJson } from '../../../../core/untrusted-text.js';
import { labelledLines, PIPED_PROSE_WIDTH } from '../../../terminal/footnote.js';

export type CheckName = 'profile' | 'proxy' | 'address' | 'tls' | 'service' | 'clock' | 'credentials' | 'signing' | 'state';
export type CheckStatus = 'ok' | 'fail' | 'warn' | 'skipped';

export interface CheckResult {
  readonly name: CheckName;
  readonly status: CheckStatus;
  readonly detail: string;
  /** What to do about it; only when the status is not ok. */
  readonly fix?: string;
  /** Exit code of the command when this is the first failed check. */
  readonly exitCode?: number;
}

/** Exit codes by what failed, as elsewhere: configuration 2, credentials 3, network 5. */
export const CONFIGURATION_FAILED = 2;
export const CREDENTIALS_FAILED = 3;
export const NETWORK_FAILED = 5;

export function ok(name: CheckName, detail: string): CheckResult {
  return { name, status: 'ok', detail };
}

export function warn(name: CheckName, detail: string, fix?: string): CheckResult {
  return { name, status: 'warn', detail, ...(fix === undefined ? {} : { fix }) };
}

export function fail(name: CheckName, exitCode: number, detail: string, fix?: string): CheckResult {
  return { name, status: 'fail', detail, exitCode, ...(fix === undefined ? {} : { fix }) };
}

export function skipped(name: CheckName, detail: string): CheckResult {
  return { name, status: 'skipped', detail };
}

/** 0 when nothing failed (warnings allowed); else the code of the first failure, the root cause. */
export function exitCodeFor(results: readonly CheckResult[]): number {
  const failed = results.find((result) => result.status === 'fail');
  return failed === undefined ? 0 : (failed.exitCode ?? 1);
}

const LABELS: Readonly<Record<CheckStatus, string>> = { ok: 'ok', fail: 'FAIL', warn: 'warn', skipped: 'skipped' };
const LABEL_WIDTH = 7;
const NAME_WIDTH = 11;

/** `ok      address     ...`, with the fix on its own indented line; both wrapped under themselves within `width`. */
export function formatCheck(result: CheckResult, width = PIPED_PROSE_WIDTH): string {
  const label = `${LABELS[result.status].padEnd(LABEL_WIDTH)} ${result.name.padEnd(NAME_WIDTH)} `;
  const lines = labelledLines(label, result.detail, width);
  if (result.fix !== undefined) lines.push(...labelledLines(`${' '.repeat(label.length)}fix: `, result.fix, width));
  return `${lines.join('\n')}\n`;
}

export function formatSummary(results: readonly CheckResult[]): string {
  const failed = results.filter((result) => result.status === 'fail').map((result) => result.name);
  const warned = results.filter((result) => result.status === 'warn').length;
  const warnings = warned === 0 ? '' : ` (${warned} warning${warned === 1 ? '' : 's'})`;
  if (failed.length === 0) return `\nNo problem found${warnings}.\n`;
  return `\n${failed.length} check${failed.length === 1 ? '' : 's'} failed: ${failed.join(', ')}${warnings}.\n`;
}

export function reportJson(results: readonly CheckResult[]): string {
  const checks = results.map(({ name, status, detail, fix }) => ({ name, status, detail, ...(fix === undefined ? {} : { fix }) }));
  return `${safeJson({ ok: results.every((result) => result.status !== 'fail'), checks }, 2)}\n`;
}
