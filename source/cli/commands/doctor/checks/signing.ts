// Check 8: one signed `GET /companies` through the client, as every command sends it.
import { isHoshinError } from '../../../../core/errors.js';
import { createClient } from '../../../../client/http-client.js';
import type { Credentials, DialectSetting } from '../../../../core/credentials.js';
import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../../../../credentials/resolve.js';
import type { CredentialSource } from '../../../../core/credentials.js';
import type { SecondLeases } from '../../../../client/second-leases.js';
import { CREDENTIALS_FAILED, fail, NETWORK_FAILED, ok, type CheckResult } from './report.js';

export interface SigningCheckInput {
  readonly baseUrl: string;
  readonly profile: string;
  readonly credentials: Credentials;
  readonly source: CredentialSource;
  readonly dialect: DialectSetting;
  readonly now: () => number;
  readonly proxy?: string;
  readonly log?: (line: string) => void;
  readonly leases?: SecondLeases;
  readonly timeoutMs?: number;
}

function loginFix(input: SigningCheckInput): string {
  const login = `hoshin auth login --profile ${input.profile}`;
  return input.source === 'environment'
    ? `correct ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} (they override stored credentials), or unset them and run "${login}"`
    : `run "${login}" with the app key and secret of a client application of this service`;
}

function refusalFix(securityCode: number | undefined, input: SigningCheckInput): string {
  if (securityCode === 3 || securityCode === 4) return "synchronise this machine's clock (NTP), then try again";
  return loginFix(input);
}

export async function checkSigning(input: SigningCheckInput): Promise<CheckResult> {
  const result = await signedRequest(input, input.dialect);
  if (result.status !== 'fail' || !result.untriedDialect) return result.check;
  // Auto-detection stops after two dialects: the third decides between a wrong secret and a service that signs otherwise.
  const other = await signedRequest(input, result.untriedDialect as DialectSetting);
  if (other.status !== 'ok') return result.check;
  return fail(
    'signing',
    CREDENTIALS_FAILED,
    `the service accepts the credentials only with the ${result.untriedDialect} dialect, which auto-detection does not try`,
    `run "hoshin profile set ${input.profile} --dialect ${result.untriedDialect}"`,
  );
}

interface SignedResult {
  readonly status: 'ok' | 'fail';
  readonly check: CheckResult;
  readonly untriedDialect?: string;
}

async function signedRequest(input: SigningCheckInput, dialectSetting: DialectSetting): Promise<SignedResult> {
  const client = createClient({
    baseUrl: input.baseUrl,
    credentials: input.credentials,
    credentialsFrom: input.source,
    dialect: dialectSetting,
    now: input.now,
    ...(input.proxy ? { proxy: input.proxy } : {}),
    ...(input.log ? { log: input.log } : {}),
    ...(input.leases ? { leases: input.leases } : {}),
    ...(input.timeoutMs ? { timeouts: { totalMs: input.timeoutMs } } : {}),
  });
  try {
    const answer = await client.request('GET', '/companies');
    const count = Array.isArray(answer.body) ? ` (${answer.body.length} ${answer.body.length === 1 ? 'company' : 'companies'})` : '';
    const dialect = client.dialectInUse ?? (dialectSetting === 'auto' ? 'unknown' : dialectSetting);
    return { status: 'ok', check: ok('signing', `a signed GET /companies answered ${answer.status}${count} with the ${dialect} dialect`) };
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    if (error.kind === 'auth') {
      const check = fail('signing', CREDENTIALS_FAILED, error.message, refusalFix(error.details.securityCode, input));
      return { status: 'fail', check, ...(error.details.untriedDialect ? { untriedDialect: error.details.untriedDialect } : {}) };
    }
    if (error.kind === 'permission') return { status: 'fail', check: fail('signing', CREDENTIALS_FAILED, error.message, loginFix(input)) };
    const fix = 'run "hoshin doctor --debug" to see the request and the answer';
    return { status: 'fail', check: fail('signing', error.exitCode || NETWORK_FAILED, error.message, fix) };
  } finally {
    await client.close();
  }
}
