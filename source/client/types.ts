// The client's own options and requests; the vocabulary it shares with everyone is in core/.
import type { CredentialSource, Credentials, DialectSetting } from '../core/credentials.js';
import type { SecondLeases } from './second-leases.js';
import type { ServiceMemory } from './service-memory.js';
import type { ResourceClient } from '../core/resource.js';
import type { Subject } from './answers.js';
import type { RequestBody } from './request-body.js';

export interface Timeouts {
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
  /** The overall deadline of one request, connect to the answer's last byte (client/deadline.ts). */
  readonly totalMs: number;
}

export interface ClientOptions {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  /** Where the credentials came from, so a refusal names the right fix. */
  readonly credentialsFrom?: CredentialSource;
  readonly dialect?: DialectSetting;
  /** Clock in epoch ms (tests inject skewed clocks). */
  readonly now?: () => number;
  readonly timeouts?: Partial<Timeouts>;
  /** Receives one line per request and answer, signatures already redacted. */
  readonly log?: (line: string) => void;
  /** What earlier processes learned about services (dialect, paths, clock); this process adds to it. */
  readonly memory?: ServiceMemory;
  /** Proxy URL to send every request through (the caller reads HTTPS_PROXY/HTTP_PROXY/NO_PROXY: proxy.ts). */
  readonly proxy?: string | null;
  /** Signing seconds shared with the other processes of the machine; this process alone by default. */
  readonly leases?: SecondLeases;
  /** Which of a path's free seconds a request signs in, counted latest first: at random (a CSPRNG) unless a test says. */
  readonly pickSecond?: (n: number) => number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpAnswer {
  readonly status: number;
  /** Parsed JSON, or undefined for an empty answer (204, a redirect after DELETE). */
  readonly body: unknown;
}

export interface RequestOptions {
  /** What the request is about, for messages like "indicator 42 not found". */
  readonly subject?: Subject;
  /** A redirect to a path of this template means the action worked (catalogue `deleteRedirect`). */
  readonly successRedirect?: string;
  /** Query parameters of the request itself, signed with it (complete_users2's `id`). */
  readonly query?: readonly (readonly [string, string])[];
  /** A shorter deadline than --timeout: what is left of it for a write settled after a clash of signatures. */
  readonly withinMs?: number;
  /** Waits a jittered pause first and signs with the latest second (another machine may have used earlier ones). */
  readonly afterClash?: boolean;
}

export interface HoshinClient extends ResourceClient {
  /** One signed request; retries as the service's answers allow; throws HoshinError on failure. */
  request(method: HttpMethod, path: string, body?: RequestBody, options?: RequestOptions): Promise<HttpAnswer>;
}
