// Whether an answer is the request's success, shared by the HTTP client and the in-memory client.
import { HoshinError } from '../core/errors.js';
import { BLANK } from './answer-reading.js';
import { MAX_JSON_DEPTH, readJson } from './json-body.js';
import type { BaseUrl } from './base-url.js';
import { isSuccessRedirect } from './success-redirect.js';
import type { HttpAnswer } from './types.js';

export interface AnswerText {
  readonly status: number;
  readonly location: string | undefined;
  readonly bodyText: string;
}

/** Undefined when the answer is no success; a success whose body is not JSON is a server failure. */
export function successfulAnswer(
  answer: AnswerText,
  successRedirect: string | undefined,
  base: BaseUrl,
  /** The request as shown; a function when building it is left until a failure needs it. */
  request: string | (() => string),
): HttpAnswer | undefined {
  const { status, location, bodyText } = answer;
  const redirected = status >= 300 && status < 400;
  const ok = (status >= 200 && status < 300) || (redirected && isSuccessRedirect(successRedirect, location, base));
  if (!ok) return undefined;
  if (redirected || BLANK.test(bodyText)) return { status, body: undefined };
  const json = readJson(bodyText);
  if (json.ok) return { status, body: json.value };
  const notRead = json.tooDeep ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels, which hoshin does not read` : 'a body that is not JSON';
  throw new HoshinError('server', `${base.host} answered ${status} with ${notRead}`, {
    status,
    request: typeof request === 'string' ? request : request(),
  });
}
