// A hostile service in front of a real one: a loopback reverse proxy that forwards every request
// as it is and appends terminal escape sequences to every text field of every JSON answer
// (successes and refusals alike), the way a compromised or malicious service would. Tests point
// the client at it and check that none of the sequences reaches what a terminal receives.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The clipboard write (OSC 52) the payload starts with: "pwned" in base64. */
export const CLIPBOARD_WRITE = '\u001B]52;c;cHduZWQ=\u0007';
export const CLEAR_SCREEN = '\u001B[2J';
export const WINDOW_TITLE = '\u001B]0;hostile title\u0007';
export const HYPERLINK = '\u001B]8;;http://x/\u0007';
/** C1 CSI, raw (U+009B): a terminal may read it as ESC [. */
export const C1_CSI = '\u009B';
export const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
export const DELETE = '\u007F';

/** What the proxy appends to every text field. */
export const PAYLOAD = `${CLIPBOARD_WRITE}${CLEAR_SCREEN}${WINDOW_TITLE}${HYPERLINK}${C1_CSI}31m${RIGHT_TO_LEFT_OVERRIDE}evil${DELETE}`;

/** The raw sequences of the payload, by name: none may reach a terminal. */
export const INJECTED_SEQUENCES: Readonly<Record<string, string>> = {
  'OSC 52 (clipboard)': '\u001B]52',
  'OSC 0 (window title)': '\u001B]0;',
  'OSC 8 (hyperlink)': '\u001B]8;',
  'raw C1 CSI (U+009B)': C1_CSI,
  'raw U+202E': RIGHT_TO_LEFT_OVERRIDE,
  'raw DEL': DELETE,
  'ESC [2J (clear screen)': CLEAR_SCREEN,
};

/** The visible forms the sanitiser shows the payload as: each should be seen where the text is shown whole. */
export const VISIBLE_MARKERS = ['^[]52;c;cHduZWQ=^G', '^[[2J', '\\u009b31m', '\\u202eevil^?'] as const;

/**
 * The names of the injected sequences found in the output. `allowed` lists exact sequences the
 * program sends of its own accord (the console's clear is `ESC [H ESC [2J`), removed first.
 */
export function injectedSequencesIn(output: string, allowed: readonly string[] = []): string[] {
  const text = allowed.reduce((rest, own) => rest.split(own).join(''), output);
  return Object.entries(INJECTED_SEQUENCES)
    .filter(([, sequence]) => text.includes(sequence))
    .map(([name]) => name);
}

// Strings the client parses as numbers or days: left alone so the answer stays usable, as a hostile
// service that wants its text shown would leave them.
const NUMBER_OR_DAY = /^(?:-?\d+(?:\.\d+)?|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)$/;

export interface HostileProxyOptions {
  /** The real service, e.g. the sandbox's URL. */
  readonly target: string;
  /** What is appended to each text field (default PAYLOAD). */
  readonly payload?: string;
  /** Whether to poison this string field (default: every string but numbers, days and enumeration values). */
  readonly poisons?: (key: string, value: string) => boolean;
}

export interface HostileProxy {
  readonly url: string;
  /** Answers rewritten so far. */
  rewritten: number;
  close(): Promise<void>;
}

// Values the client checks against a fixed list (a task's status, a frequency): a service that
// changed them would get its answer refused before any text is shown, which tests nothing.
const ENUMERATION_KEYS = new Set(['status', 'frequency', 'type', 'kind', 'state', 'color', 'colour', 'dialect', 'error']);

function defaultPoisons(key: string, value: string): boolean {
  return !NUMBER_OR_DAY.test(value) && !ENUMERATION_KEYS.has(key);
}

/** Every text field of a JSON value with the payload appended, keys and structure unchanged. */
export function poison(
  value: unknown,
  payload: string = PAYLOAD,
  poisons: (key: string, value: string) => boolean = defaultPoisons,
  key = '',
): unknown {
  if (typeof value === 'string') return poisons(key, value) ? `${value}${payload}` : value;
  if (Array.isArray(value)) return value.map((item) => poison(item, payload, poisons, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, payload, poisons, name)]));
  }
  return value;
}

const DROPPED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding']);

function answerHeaders(headers: IncomingHttpHeaders, length: number): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !DROPPED.has(name)) kept[name] = value;
  kept['content-length'] = String(length);
  return kept;
}

export async function startHostileProxy(options: HostileProxyOptions): Promise<HostileProxy> {
  const target = new URL(options.target);
  const payload = options.payload ?? PAYLOAD;
  const poisons = options.poisons ?? defaultPoisons;
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          if (/json/i.test(answer.headers['content-type'] ?? '') && body.length > 0) {
            try {
              body = Buffer.from(JSON.stringify(poison(JSON.parse(body.toString('utf8')), payload, poisons)), 'utf8');
              proxy.rewritten += 1;
            } catch {
              // Not JSON after all: passed on as it came.
            }
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers, body.length));
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-length': '0' });
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const proxy: HostileProxy = {
    url: '',
    rewritten: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, { url: `http://127.0.0.1:${port}` });
}
