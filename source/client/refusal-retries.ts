// What a refused attempt allows: another try (counted in Tries), or the refusal as a HoshinError that says what to do.
import { HoshinError } from '../core/errors.js';
import type { Answered } from './request-attempt.js';
import { describeDuration, type Deadline } from './deadline.js';
import type { HttpMethod } from './types.js';
import type { Dialect } from '../signing/signing.js';
import { MAX_BUSY_RETRIES, MAX_CLASHES, MIN_ATTEMPT_MS, afterClash, busyPauseMs } from './retry-policy.js';
import { readClashSentence, securityErrorSentence, writeClashSentence } from './security-sentences.js';
import type { SenderContext, Tries } from './sender-context.js';
import { rememberChanges } from './service-state.js';

/** A 401: the clock corrected once, a clash tried on another second, the other reading tried once; else refused. */
export async function afterSecurityRefusal(
  context: SenderContext,
  deadline: Deadline,
  tries: Tries,
  dialects: readonly Dialect[],
  method: HttpMethod,
  failure: HoshinError,
  attempt: Answered,
): Promise<'again'> {
  const { base, state, clock, options } = context;
  const code = failure.details.securityCode;
  if (failure.details.publicImplementation && !state.publicImplementation) {
    state.publicImplementation = true;
    rememberChanges(state, base.key);
  }
  if ((code === 3 || code === 4) && attempt.sample && !tries.clockCorrected) {
    tries.clockCorrected = true;
    clock.reset(attempt.sample);
    return 'again';
  }
  if (code === 7) return afterClashRefusal(context, deadline, tries, method, failure, attempt.shown);
  // Until a dialect has worked, a refused signature may be the reading, not the secret: one more try in the other.
  if (code === 6 && tries.dialectIndex < dialects.length - 1) {
    tries.dialectIndex++;
    return 'again';
  }
  const offset = attempt.sample ? clock.offsetMs : undefined;
  const untried = code === 6 ? context.signer.untriedDialect(dialects.slice(0, tries.dialectIndex + 1)) : undefined;
  const hints = {
    ...(offset === undefined ? {} : { clockOffsetMs: offset }),
    ...(untried ? { untriedDialect: untried } : {}),
  };
  const fromEnvironment = options.credentialsFrom === 'environment';
  throw new HoshinError('auth', securityErrorSentence(code, base.host, { ...hints, fromEnvironment }), {
    ...failure.details,
    ...hints,
  });
}

/** Another machine with this key signed the same path in the same second: a read tries another second after a jittered pause; a write is not sent again. */
async function afterClashRefusal(
  { base, timeouts, random = Math.random }: SenderContext,
  deadline: Deadline,
  tries: Tries,
  method: HttpMethod,
  failure: HoshinError,
  shown: string,
): Promise<'again'> {
  const clash = { ...failure.details, signatureClash: true };
  if (method !== 'GET') throw new HoshinError('signature_clash', writeClashSentence(base.host), clash);
  tries.clashes++;
  const next = afterClash(tries.clashes, random);
  if (tries.clashes < MAX_CLASHES && next.pauseMs + MIN_ATTEMPT_MS <= deadline.remainingMs()) {
    if (await deadline.pause(next.pauseMs)) return 'again';
    if (!deadline.expired) throw deadline.failure(base.host, false, shown);
  }
  throw new HoshinError(
    'signature_clash',
    readClashSentence(base.host, tries.clashes, tries.clashes < MAX_CLASHES ? timeouts.totalMs : undefined),
    clash,
  );
}

/** A read turned away for now (429, 503) waits as asked, or backs off, within the deadline. */
export async function afterBusy(
  { base, timeouts, random = Math.random }: SenderContext,
  deadline: Deadline,
  tries: Tries,
  failure: HoshinError,
  askedMs: number | null,
  shown: string,
): Promise<'again'> {
  tries.busyRetries++;
  const pauseMs = busyPauseMs(askedMs, tries.busyRetries, random);
  const left = deadline.remainingMs() - MIN_ATTEMPT_MS;
  if (tries.busyRetries <= MAX_BUSY_RETRIES && (askedMs ?? 0) <= left) {
    if (await deadline.pause(Math.min(pauseMs, left))) return 'again';
    if (!deadline.expired) throw deadline.failure(base.host, false, shown);
  }
  const limit = `--timeout (${describeDuration(timeouts.totalMs)})`;
  const why =
    tries.busyRetries > MAX_BUSY_RETRIES
      ? `; turned away ${tries.busyRetries} times in a row`
      : askedMs !== null
        ? `, more than is left of ${limit}`
        : `; ${limit} ran out before another try`;
  throw new HoshinError(failure.kind, `${failure.message}${why}`, failure.details);
}
