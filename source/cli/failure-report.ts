// A failure as the user sees it: one line on stderr (never a stack trace unless --debug, never the
// secret), or with --json one JSON object there, `{"error": {"code", "kind", "message"}}`.
import { isHoshinError, type FailureKind } from '../core/errors.js';
import { safeJson, visibleLines } from '../core/untrusted-text.js';
import { redactSignatures } from '../signing/signing.js';
import type { CliContext } from '../terminal/io-context.js';

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
  // A message may quote the service: exact (escaped) in JSON, controls shown visibly on a line.
  if (options.json) context.stderr.write(`${safeJson({ error: { code, kind, message } })}\n`);
  else context.stderr.write(`hoshin: ${visibleLines(message)}\n`);
  if (options.debug && known && error.details.request) context.stderr.write(`  request: ${redactSignatures(error.details.request)}\n`);
  if (options.debug && error instanceof Error && error.stack) context.stderr.write(`${redactSignatures(error.stack)}\n`);
  return code;
}
