// A failure: one line on stderr (a stack only with --debug, never the secret) and its hints, or one JSON object.
import { isHoshinError, type FailureKind } from '../core/errors.js';
import { safeJson, visibleLine } from '../core/untrusted-text.js';
import { redactSignatures } from '../signing/signing.js';
import type { CliContext } from '../terminal/io-context.js';
import { hintLines } from './terminal/stderr-lines.js';
import { proseWidth } from './terminal/footnote.js';

/** The kinds a JSON error names: HoshinError's, and `internal` for a bug (exit 1). */
export type ReportedKind = FailureKind | 'internal';

export interface ReportOptions {
  readonly debug: boolean;
  readonly json: boolean;
}

export function reportFailure(error: unknown, context: CliContext, options: ReportOptions): number {
  const known = isHoshinError(error);
  const code = known ? error.exitCode : 1;
  const kind: ReportedKind = known ? error.kind : 'internal';
  const message = known ? error.message : `unexpected error: ${redactSignatures(error instanceof Error ? error.message : String(error))}`;
  const hints = known ? (error.details.hints ?? []).map(redactSignatures) : [];
  // A message may quote the service: exact (escaped) in JSON, controls shown visibly on one line.
  if (options.json) context.stderr.write(`${safeJson({ error: { code, kind, message: [message, ...hints].join('\n') } })}\n`);
  else {
    const lines = [`hoshin: ${visibleLine(message)}`, ...hintLines(hints, proseWidth(context.stderr))];
    context.stderr.write(`${lines.join('\n')}\n`);
  }
  if (options.debug && known && error.details.request) context.stderr.write(`  request: ${redactSignatures(error.details.request)}\n`);
  if (options.debug && error instanceof Error && error.stack) context.stderr.write(`${redactSignatures(error.stack)}\n`);
  return code;
}
