// Which proxy a request goes through, apart from proxy.ts so that choosing one loads no undici. Like curl, and unlike
// EnvHttpProxyAgent, an https:// address never falls back to HTTP_PROXY.
import { HoshinError } from '../core/errors.js';

// node:net taken when an address is looked at, not imported: its ES module facade reads every export,
// and makes BlockList and SocketAddress load their modules for every command that connects.
const net = (): typeof import('node:net') => process.getBuiltinModule('node:net');
const isIP = (input: string): number => net().isIP(input);

export type ProxyVariable = 'HTTPS_PROXY' | 'https_proxy' | 'HTTP_PROXY' | 'http_proxy';

export type ProxyChoice = { readonly url: string; readonly variable: ProxyVariable } | { readonly url: null; readonly reason: string };

const PROXY_VARIABLES: Readonly<Record<'http:' | 'https:', readonly [ProxyVariable, ProxyVariable]>> = {
  'https:': ['https_proxy', 'HTTPS_PROXY'],
  'http:': ['http_proxy', 'HTTP_PROXY'],
};
const NO_PROXY_VARIABLES = ['no_proxy', 'NO_PROXY'] as const;
const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 };

function firstSet<Name extends string>(env: NodeJS.ProcessEnv, names: readonly Name[]): { name: Name; value: string } | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

/** `user:pass@` becomes `user:***@` in text that may not even parse as a URL. */
function redactUserInfo(text: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  const rest = text.slice(scheme.length);
  const at = rest.lastIndexOf('@');
  if (at < 0) return text;
  const userInfo = rest.slice(0, at);
  const colon = userInfo.indexOf(':');
  return colon < 0 ? text : `${scheme}${userInfo.slice(0, colon)}:***${rest.slice(at)}`;
}

/** A proxy URL as it may be shown: scheme, user name and host, never the password. */
export function describeProxy(proxyUrl: string): string {
  let url: URL;
  try {
    url = new URL(proxyUrl);
  } catch {
    return redactUserInfo(proxyUrl);
  }
  const user = url.username === '' ? '' : `${url.username}${url.password === '' ? '' : ':***'}@`;
  return `${url.protocol}//${user}${url.host}`;
}

/** The proxy URL to hand undici; `proxy:3128` without a scheme means http:// (as curl reads it). */
export function parseProxyUrl(value: string, where: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || url.hostname === '') {
    throw new HoshinError('usage', `${where} is not a proxy URL: "${redactUserInfo(value)}" (expected e.g. http://proxy.example.com:3128)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HoshinError('usage', `${where} "${describeProxy(text)}": only http:// and https:// proxies are supported`);
  }
  return url.href;
}

interface Target {
  /** Lower case, without IPv6 brackets or a trailing dot. */
  readonly host: string;
  readonly port: number;
  readonly ipFamily: 0 | 4 | 6;
}

interface NoProxyEntry {
  readonly text: string;
  readonly host: string;
  /** 0: any port. */
  readonly port: number;
}

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

function parseEntry(text: string): NoProxyEntry {
  const lower = text.toLowerCase();
  let host = lower;
  let port = 0;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(lower);
  const withPort = /^(.+):(\d+)$/.exec(lower);
  if (bracketed) {
    host = bracketed[1] as string;
    port = bracketed[2] === undefined ? 0 : Number(bracketed[2]);
  } else if (isIP(lower) === 0 && withPort) {
    // A bare IPv6 address is all colons: only a non-address can carry a :port.
    host = withPort[1] as string;
    port = Number(withPort[2]);
  }
  // "*.example.com" and ".example.com" both mean example.com and what is under it.
  return { text, host: bareHost(host.replace(/^\*?\./, '')), port };
}

function subnetContains(entry: string, target: Target): boolean {
  const match = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!match || target.ipFamily === 0) return false;
  const network = match[1] as string;
  const family = isIP(network);
  const prefix = Number(match[2]);
  if (family === 0 || prefix > (family === 4 ? 32 : 128)) return false;
  const list = new (net().BlockList)();
  list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
  return list.check(target.host, target.ipFamily === 4 ? 'ipv4' : 'ipv6');
}

function entryMatches(entry: NoProxyEntry, target: Target): boolean {
  if (entry.host === '*') return true;
  if (entry.port !== 0 && entry.port !== target.port) return false;
  if (entry.host === target.host) return true;
  if (target.ipFamily !== 0) return subnetContains(entry.host, target);
  return entry.host !== '' && target.host.endsWith(`.${entry.host}`);
}

/** The NO_PROXY entry that excludes the target, if any. Entries: comma or space separated. */
export function noProxyMatch(noProxy: string, target: URL): string | undefined {
  const host = bareHost(target.hostname);
  const ipFamily = isIP(host) as 0 | 4 | 6;
  const port = target.port === '' ? (DEFAULT_PORTS[target.protocol] ?? 0) : Number(target.port);
  const resolved: Target = { host, port, ipFamily };
  for (const text of noProxy.split(/[\s,]+/)) {
    if (text === '') continue;
    if (entryMatches(parseEntry(text), resolved)) return text;
  }
  return undefined;
}

/** The proxy for a request to targetUrl, from the environment; a proxy variable that is not a URL is a usage error. */
export function proxyFor(targetUrl: string, env: NodeJS.ProcessEnv): ProxyChoice {
  let target: URL;
  try {
    target = new URL(targetUrl);
  } catch {
    throw new HoshinError('usage', `"${targetUrl}" is not a URL`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { url: null, reason: `${target.protocol}// addresses are not proxied` };
  const variables = PROXY_VARIABLES[target.protocol];
  const proxy = firstSet(env, variables);
  if (!proxy) {
    const other = target.protocol === 'https:' ? firstSet(env, PROXY_VARIABLES['http:']) : undefined;
    return {
      url: null,
      reason: other ? `no ${variables[1]} set (${other.name} applies to http:// addresses only)` : 'no proxy variable set',
    };
  }
  const noProxy = firstSet(env, NO_PROXY_VARIABLES);
  const excluded = noProxy ? noProxyMatch(noProxy.value, target) : undefined;
  if (noProxy && excluded !== undefined) {
    const host = bareHost(target.hostname);
    return {
      url: null,
      reason: excluded === host ? `${noProxy.name} matches ${host}` : `${noProxy.name} entry "${excluded}" matches ${host}`,
    };
  }
  return { url: parseProxyUrl(proxy.value, proxy.name), variable: proxy.name };
}

/** The client option for the proxy the environment names for this base URL, if any. */
export function proxyOption(baseUrl: string, env: NodeJS.ProcessEnv): { proxy?: string } {
  const choice = proxyFor(baseUrl, env);
  return choice.url === null ? {} : { proxy: choice.url };
}
