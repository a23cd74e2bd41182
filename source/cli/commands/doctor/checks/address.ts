// Check 3: the host resolves and the port takes a TCP connection (the proxy's, which reaches the service itself).
import { connect, isIP } from 'node:net';
import { errorCode } from '../../../../client/transport-failure.js';
import { fail, NETWORK_FAILED, ok, type CheckResult } from './report.js';

export interface Endpoint {
  /** Host name or address, IPv6 without brackets. */
  readonly host: string;
  readonly port: number;
}

export interface AddressCheckInput {
  readonly endpoint: Endpoint;
  /** When the endpoint is a proxy. */
  readonly proxyVariable?: string;
  readonly serviceHost: string;
  readonly timeoutMs: number;
}

class TimedOut extends Error {
  readonly code = 'ETIMEDOUT';
}

function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new TimedOut(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function tcpConnect(endpoint: Endpoint, timeoutMs: number): Promise<string> {
  const socket = connect({ host: endpoint.host, port: endpoint.port });
  const connected = new Promise<string>((resolve, reject) => {
    socket.once('connect', () => resolve(socket.remoteAddress ?? endpoint.host));
    socket.once('error', reject);
  });
  return withDeadline(connected, timeoutMs).finally(() => socket.destroy());
}

export function hostPort(endpoint: Endpoint): string {
  return `${isIP(endpoint.host) === 6 ? `[${endpoint.host}]` : endpoint.host}:${endpoint.port}`;
}

function ms(start: number): string {
  return `${Math.round(performance.now() - start)} ms`;
}

/** The failure sentence and its fix, from the error code of a lookup or a connection. Pure. */
export function addressFailure(code: string | undefined, message: string, input: AddressCheckInput): { detail: string; fix: string } {
  const where = hostPort(input.endpoint);
  const what = input.proxyVariable ? `the proxy ${where} (${input.proxyVariable})` : where;
  const blocked = input.proxyVariable
    ? `check that the proxy runs there, or correct ${input.proxyVariable}`
    : 'a firewall may drop the traffic: if this machine reaches the internet only through a proxy, set HTTPS_PROXY (e.g. http://proxy.example.com:3128)';
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_NONAME':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return {
        detail: `cannot resolve the host name ${input.endpoint.host} (${code})`,
        fix: input.proxyVariable
          ? `check the proxy's host name in ${input.proxyVariable}`
          : "check the host name in the base URL and this machine's DNS (/etc/resolv.conf); where only a proxy can resolve it, set HTTPS_PROXY",
      };
    case 'ECONNREFUSED':
      return {
        detail: `${what} refused the connection`,
        fix: input.proxyVariable
          ? `check the port in ${input.proxyVariable} and that the proxy runs`
          : 'check the port in the base URL and that the service runs there',
      };
    case 'ETIMEDOUT':
      return { detail: `no TCP connection to ${what} within ${input.timeoutMs / 1000} s`, fix: blocked };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { detail: `no route to ${what} (${code})`, fix: blocked };
    default:
      return { detail: `cannot connect to ${what}: ${code ?? message}`, fix: blocked };
  }
}

export async function checkAddress(input: AddressCheckInput): Promise<CheckResult> {
  const { endpoint, timeoutMs } = input;
  const failed = (error: unknown): CheckResult => {
    const { detail, fix } = addressFailure(errorCode(error), String(error instanceof Error ? error.message : error), input);
    return fail('address', NETWORK_FAILED, detail, fix);
  };
  let resolved = `${endpoint.host} is an address`;
  if (isIP(endpoint.host) === 0) {
    const started = performance.now();
    try {
      const { lookup } = await import('node:dns/promises');
      const addresses = await withDeadline(lookup(endpoint.host, { all: true }), timeoutMs);
      const shown = addresses.slice(0, 3).map((entry) => entry.address);
      const more = addresses.length > shown.length ? ` and ${addresses.length - shown.length} more` : '';
      resolved = `${endpoint.host} resolves to ${shown.join(', ')}${more} (${ms(started)})`;
    } catch (error) {
      return failed(error);
    }
  }
  const started = performance.now();
  let remote: string;
  try {
    remote = await tcpConnect(endpoint, timeoutMs);
  } catch (error) {
    return failed(error);
  }
  const connected = `TCP connection to ${hostPort({ host: remote, port: endpoint.port })} in ${ms(started)}`;
  if (input.proxyVariable) return ok('address', `proxy ${resolved}; ${connected} (the proxy resolves ${input.serviceHost} itself)`);
  return ok('address', `${resolved}; ${connected}`);
}
