// Check 4: a TLS handshake (through the proxy's CONNECT tunnel), the certificate for the host, its days to expiry.
import { isIP, type Socket } from 'node:net';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { describeProxy } from '../../../../client/proxy-choice.js';
import { hostPort, type Endpoint } from './address.js';
import { errorCode } from '../../../../client/transport-failure.js';
import { USER_AGENT } from '../../../../core/version.js';
import { fail, NETWORK_FAILED, ok, warn, type CheckResult } from './report.js';

/** A certificate expiring sooner than this is worth a warning. */
export const EXPIRY_WARNING_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const UNKNOWN_ISSUER = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_UNTRUSTED',
]);

const EXTRA_CA_FIX =
  'if a proxy or firewall on this network inspects TLS, or the service uses a private CA, save its CA certificate as a PEM file and set NODE_EXTRA_CA_CERTS=/path/to/ca.pem';

/** The sentence and fix for a failed handshake, from the error's code. Pure. */
export function tlsFailure(code: string | undefined, message: string, host: string): { detail: string; fix: string } {
  if (code !== undefined && UNKNOWN_ISSUER.has(code)) {
    const what =
      code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'SELF_SIGNED_CERT_IN_CHAIN'
        ? 'a self-signed certificate'
        : 'a certificate from an unknown authority';
    return { detail: `${host} presented ${what} (${code})`, fix: EXTRA_CA_FIX };
  }
  switch (code) {
    case 'CERT_HAS_EXPIRED':
      return {
        detail: `the certificate of ${host} has expired (${code})`,
        fix: "check this machine's clock; if it is right, the service's operator must renew the certificate",
      };
    case 'CERT_NOT_YET_VALID':
      return {
        detail: `the certificate of ${host} is not valid yet (${code})`,
        fix: "this machine's clock is probably behind: synchronise it (NTP)",
      };
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return {
        detail: `the certificate is not valid for ${host} (${code})`,
        fix: 'check the host name in the base URL (e.g. https://www.hoshinplan.com)',
      };
    case 'ERR_SSL_WRONG_VERSION_NUMBER':
    case 'EPROTO':
      return {
        detail: `${host} does not speak TLS on this port (${code})`,
        fix: 'check the base URL: http:// instead of https://, or the port',
      };
    case 'ECONNRESET':
      return {
        detail: `the connection to ${host} was closed during the TLS handshake (${code})`,
        fix: 'a firewall may block TLS to this host; if this machine must use a proxy, set HTTPS_PROXY',
      };
    case 'ETIMEDOUT':
      return {
        detail: `no TLS handshake with ${host}: ${message}`,
        fix: 'a firewall may drop the traffic; if this machine must use a proxy, set HTTPS_PROXY',
      };
    default:
      return { detail: `TLS handshake with ${host} failed: ${code ?? message}`, fix: EXTRA_CA_FIX };
  }
}

/** The ok or warning line for a verified certificate. Pure. */
// Node answers `{}` for a peer without a certificate, so the issuer may be absent.
export function certificateResult(
  certificate: Pick<PeerCertificate, 'valid_to'> & { readonly issuer?: PeerCertificate['issuer'] },
  protocol: string | null,
  host: string,
  nowMs: number,
): CheckResult {
  const expiresMs = Date.parse(certificate.valid_to);
  const issuer = certificate.issuer?.O ?? certificate.issuer?.CN;
  const by = issuer ? `, issued by ${Array.isArray(issuer) ? issuer.join(',') : issuer}` : '';
  if (Number.isNaN(expiresMs)) return ok('tls', `${protocol ?? 'TLS'} handshake with ${host}; certificate valid for ${host}${by}`);
  const days = Math.floor((expiresMs - nowMs) / DAY_MS);
  const detail = `${protocol ?? 'TLS'} handshake with ${host}; certificate valid for ${host}${by}, expires ${new Date(expiresMs).toISOString().slice(0, 10)} (in ${days} days)`;
  if (days < EXPIRY_WARNING_DAYS) return warn('tls', detail, "the service's operator must renew the certificate soon");
  return ok('tls', detail);
}

export interface TlsCheckInput {
  readonly endpoint: Endpoint;
  readonly proxy?: { readonly url: string; readonly variable: string };
  readonly timeoutMs: number;
  readonly now: () => number;
}

class TlsCheckError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** A socket to the endpoint through the proxy's CONNECT tunnel. */
async function tunnel(proxyUrl: string, endpoint: Endpoint, timeoutMs: number): Promise<Socket> {
  const proxy = new URL(proxyUrl);
  const target = hostPort(endpoint);
  const headers: Record<string, string> = { host: target, 'user-agent': USER_AGENT };
  if (proxy.username !== '') {
    const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    headers['proxy-authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  // Loaded here: an import at the top would load node's HTTP and TLS at every start of the executable.
  const { request: send } = proxy.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    const request = send({
      host: proxy.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
      method: 'CONNECT',
      path: target,
      headers,
      timeout: timeoutMs,
    });
    request.once('connect', (answer, socket) => {
      if (answer.statusCode === 200) {
        resolve(socket);
        return;
      }
      socket.destroy();
      const fix = answer.statusCode === 407 ? 'PROXY_AUTH' : 'PROXY_REFUSED';
      reject(new TlsCheckError(fix, `the proxy ${describeProxy(proxyUrl)} answered ${answer.statusCode ?? '?'} to CONNECT ${target}`));
    });
    request.once('timeout', () =>
      request.destroy(new TlsCheckError('ETIMEDOUT', `the proxy did not answer CONNECT within ${timeoutMs / 1000} s`)),
    );
    request.once('error', reject);
    request.end();
  });
}

async function handshake(endpoint: Endpoint, socket: Socket | undefined, timeoutMs: number): Promise<TLSSocket> {
  const { connect: tlsConnect } = await import('node:tls');
  const servername = isIP(endpoint.host) === 0 ? endpoint.host : undefined;
  const secure = tlsConnect({
    ...(socket ? { socket } : { host: endpoint.host, port: endpoint.port }),
    ...(servername ? { servername } : {}),
    rejectUnauthorized: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => secure.destroy(new TlsCheckError('ETIMEDOUT', `no TLS handshake within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    secure.once('secureConnect', () => {
      clearTimeout(timer);
      resolve(secure);
    });
    secure.once('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function checkTls(input: TlsCheckInput): Promise<CheckResult> {
  const { endpoint, proxy, timeoutMs } = input;
  let socket: Socket | undefined;
  let secure: TLSSocket | undefined;
  try {
    if (proxy) socket = await tunnel(proxy.url, endpoint, timeoutMs);
    secure = await handshake(endpoint, socket, timeoutMs);
    return certificateResult(secure.getPeerCertificate(), secure.getProtocol(), endpoint.host, input.now());
  } catch (error) {
    const code = errorCode(error);
    const message = error instanceof Error ? error.message : String(error);
    const failed = (detail: string, fix: string) => fail('tls', NETWORK_FAILED, detail, fix);
    if (code === 'PROXY_AUTH' && proxy)
      return failed(message, `the proxy wants a user name and password: put them in ${proxy.variable} (http://user:password@proxy:port)`);
    if (code === 'PROXY_REFUSED' && proxy) return failed(message, `ask the proxy's operator to allow CONNECT to ${hostPort(endpoint)}`);
    const { detail, fix } = tlsFailure(code, message, endpoint.host);
    return failed(detail, fix);
  } finally {
    secure?.destroy();
    socket?.destroy();
  }
}
