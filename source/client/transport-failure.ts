// A request that got no answer, in words: timeouts, refused or reset connections, proxies.
import { HoshinError } from '../core/errors.js';
import { describeProxy } from './proxy-choice.js';
import { TUNNEL_CLOSED } from './proxy.js';
import { MAX_ANSWER_BYTES } from './shared-pools.js';
import type { Timeouts } from './types.js';

export const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export function transportFailure(
  error: unknown,
  host: string,
  timeouts: Timeouts,
  request: string,
  proxy: string | undefined,
): HoshinError {
  const code = errorCode(error);
  const details = { request, cause: error };
  if (proxy) {
    const message = error instanceof Error ? error.message : String(error);
    const via = describeProxy(proxy);
    if (/\(407\)/.test(message))
      return new HoshinError('network', `the proxy ${via} asks for credentials (407): put user:password in the proxy variable`, details);
    const refusal = /^Proxy response \((\d+)\)/.exec(message);
    if (refusal)
      return new HoshinError('network', `the proxy ${via} refused the tunnel to ${host}: it answered ${refusal[1]} to CONNECT`, details);
    if (code === TUNNEL_CLOSED)
      return new HoshinError(
        'network',
        `the proxy ${via} closed the connection instead of opening a tunnel to ${host} (it may not reach ${host})`,
        details,
      );
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new HoshinError(
        code === 'UND_ERR_CONNECT_TIMEOUT' ? 'timeout' : 'network',
        `cannot reach the proxy ${via} (${code}) on the way to ${host}`,
        details,
      );
    }
  }
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new HoshinError('timeout', `connect timeout: no connection to ${host} within ${seconds(timeouts.connectMs)}`, details);
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new HoshinError('timeout', `headers timeout: ${host} did not start answering within ${seconds(timeouts.headersMs)}`, details);
    case 'UND_ERR_BODY_TIMEOUT':
      return new HoshinError('timeout', `body timeout: ${host} stopped sending its answer for ${seconds(timeouts.bodyMs)}`, details);
    case 'ECONNREFUSED':
      return new HoshinError('network', `cannot connect to ${host}: connection refused`, details);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new HoshinError('network', `cannot resolve the host name of ${host}`, details);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new HoshinError('network', `cannot reach ${host}: no route to the host`, details);
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new HoshinError('server', `${host} sent an answer larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`, details);
    default:
      if (code && RESET_CODES.has(code))
        return new HoshinError('network', `the connection to ${host} was reset before the answer arrived`, details);
      return new HoshinError(
        'network',
        `network error talking to ${host}: ${code ?? (error instanceof Error ? error.message : String(error))}`,
        details,
      );
  }
}
