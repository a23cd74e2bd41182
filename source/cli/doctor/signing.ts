// Check 8: one signed `GET /companies` through the client, as every command sends it.
import { isHoshinError } from '../../client/errors.js';
import { createClient } from '../../client/http-client.js';
import type { Credentials, DialectSetting } from '../../client/types.js';
import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../../credentials/resolve.js';
import type { CredentialSource } from '../../credentials/secret-store.js';
import { CREDENTIALS_FAILED, fail, NETWORK_FAILED, ok, type CheckResult } from './report.js';

export interface SigningCheckInput {
  readonly baseUrl: string;
  readonly profile: string;
  readonly credentials: Credentials;
  readonly source: CredentialSource;
  readonly dialect: DialectSetting;
  readonly now: () => number;
  /** The proxy the environment names for the base URL (check 2). */
  readonly proxy?: string;
  readonly log?: (line: string) => void;
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
  const client = createClient({
    baseUrl: input.baseUrl,
    credentials: input.credentials,
    dialect: input.dialect,
    now: input.now,
    ...(input.proxy ? { proxy: input.proxy } : {}),
    ...(input.log ? { log: input.log } : {}),
  });
  try {
    const answer = await client.request('GET', '/companies');
    const count = Array.isArray(answer.body) ? ` (${answer.body.length} ${answer.body.length === 1 ? 'company' : 'companies'})` : '';
    const dialect = client.dialectInUse ?? (input.dialect === 'auto' ? 'unknown' : input.dialect);
    return ok('signing', `a signed GET /companies answered ${answer.status}${count} with the ${dialect} dialect`);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    if (error.kind === 'auth') return fail('signing', CREDENTIALS_FAILED, error.message, refusalFix(error.details.securityCode, input));
    if (error.kind === 'permission') return fail('signing', CREDENTIALS_FAILED, error.message, loginFix(input));
    return fail('signing', error.exitCode || NETWORK_FAILED, error.message, 'run "hoshin doctor --debug" to see the request and the answer');
  } finally {
    await client.close();
  }
}
