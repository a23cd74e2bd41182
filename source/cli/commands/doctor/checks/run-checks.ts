// The checks of `hoshin doctor` in order; one that cannot run after a failure is skipped, naming what it waits for.
import { parseBaseUrl } from '../../../../client/base-url.js';
import { DEFAULT_DEADLINE_MS, describeDuration, startDeadline } from '../../../../client/deadline.js';
import { DEFAULT_TIMEOUTS } from '../../../../client/timeouts.js';
import type { GlobalFlags } from '../../../args.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { sharedSecondLeases } from '../../../../client/shared-client-state.js';
import { debugLog } from '../../../../usecases/connection.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { checkAddress, type Endpoint } from './address.js';
import { checkProfile, checkProxy } from './configuration.js';
import { checkCredentials } from './credentials.js';
import { skipped, warn, type CheckResult } from './report.js';
import { judgeClock, judgeServiceAnswer, probeFailure, probeService, type ServiceProbe } from './service-answer.js';
import { checkSigning } from './signing.js';
import { checkState } from './state.js';
import { checkTls } from './tls.js';

function endpointOf(url: URL): Endpoint {
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
  };
}

const HTTPS_FIX = 'use https:// if the service offers it';

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/** Runs every check, handing each result to `report` as soon as it is known. */
export async function runChecks(globals: GlobalFlags, context: CliContext, report: (result: CheckResult) => void): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const add = (result: CheckResult): boolean => {
    results.push(result);
    report(result);
    return result.status !== 'fail';
  };
  // 1. profile and base URL
  const profile = checkProfile(globals, context);
  add(profile.result);
  const { baseUrl, settings } = profile;
  // Every wait of the network checks together within --timeout (a server that never answers).
  const deadline = startDeadline(settings?.timeoutMs ?? DEFAULT_DEADLINE_MS);
  const timeLeft = (phaseMs: number): number => Math.max(1, Math.min(phaseMs, deadline.remainingMs()));
  const spent = `the time given (--timeout ${describeDuration(settings?.timeoutMs ?? DEFAULT_DEADLINE_MS)}) was up`;
  let blocked: string | undefined = baseUrl === undefined ? 'needs a base URL' : undefined;
  const deadlineBlocks = (): string | undefined => blocked ?? (deadline.expired ? spent : undefined);
  const target = baseUrl === undefined ? undefined : new URL(baseUrl);
  const base = baseUrl === undefined ? undefined : parseBaseUrl(baseUrl);

  // 2. proxy
  let proxy: { url: string; variable: string } | undefined;
  if (blocked || baseUrl === undefined) add(skipped('proxy', blocked ?? 'needs a base URL'));
  else {
    const checked = checkProxy(baseUrl, context.env);
    if (!add(checked.result)) blocked = 'needs a usable proxy setting';
    if (checked.choice?.url) proxy = { url: checked.choice.url, variable: checked.choice.variable };
  }

  // 3. address (the proxy's, when one is used)
  if (blocked || !target || !base) add(skipped('address', blocked ?? 'needs a base URL'));
  else {
    const endpoint = endpointOf(proxy ? new URL(proxy.url) : target);
    const result = await checkAddress({
      endpoint,
      ...(proxy ? { proxyVariable: proxy.variable } : {}),
      serviceHost: target.hostname,
      timeoutMs: timeLeft(DEFAULT_TIMEOUTS.connectMs),
    });
    if (!add(result)) blocked = 'needs a reachable address';
  }

  // 4. TLS
  if (deadlineBlocks() || !target) add(skipped('tls', deadlineBlocks() ?? 'needs a base URL'));
  else if (target.protocol === 'https:') {
    const timeoutMs = timeLeft(DEFAULT_TIMEOUTS.connectMs);
    if (!add(await checkTls({ endpoint: endpointOf(target), ...(proxy ? { proxy } : {}), timeoutMs, now: context.now })))
      blocked = 'needs a TLS connection';
  } else if (isLoopback(endpointOf(target).host)) add(skipped('tls', 'an http:// address on this machine: no TLS'));
  else add(warn('tls', 'an http:// address: requests and answers travel unencrypted (signed, but readable on the way)', HTTPS_FIX));

  // 5. answers like the planning service
  let probe: ServiceProbe | undefined;
  if (deadlineBlocks() || !base || baseUrl === undefined) add(skipped('service', deadlineBlocks() ?? 'needs a base URL'));
  else {
    try {
      probe = await probeService({
        origin: base.origin,
        prefix: base.prefix,
        ...(proxy ? { proxyUrl: proxy.url } : {}),
        connectMs: timeLeft(DEFAULT_TIMEOUTS.connectMs),
        // Not cut to the time left: the deadline's signal ends the wait, and says so.
        answerMs: DEFAULT_TIMEOUTS.headersMs,
        now: context.now,
        signal: deadline.signal,
      });
      if (!add(judgeServiceAnswer(probe.answer, baseUrl, probe.elapsedMs)))
        blocked = 'needs an address that answers like the planning service';
    } catch (error) {
      add(probeFailure(error, base.host, proxy));
      blocked = 'needs an answer from the service';
    }
  }

  // 6. clock
  add(blocked || !probe ? skipped('clock', blocked ?? 'needs an answer from the service') : judgeClock(probe));

  // 7. credentials (they do not depend on the network)
  const credentials = settings ? await checkCredentials(settings.profileName, context.env) : undefined;
  add(credentials ? credentials.result : skipped('credentials', 'needs a readable configuration'));

  // 8. signing
  if (deadlineBlocks() || baseUrl === undefined || !settings) add(skipped('signing', deadlineBlocks() ?? 'needs a base URL'));
  else if (!credentials?.credentials || !credentials.source) add(skipped('signing', 'needs credentials'));
  else
    add(
      await checkSigning({
        baseUrl,
        profile: settings.profileName,
        credentials: credentials.credentials,
        source: credentials.source,
        dialect: settings.dialect,
        timeoutMs: timeLeft(settings.timeoutMs),
        now: context.now,
        ...(proxy ? { proxy: proxy.url } : {}),
        ...(globals.debug ? { log: debugLog(context) } : {}),
        leases: sharedSecondLeases(hoshinPaths(context.env)),
      }),
    );

  deadline.clear();
  // 9. the state directory and the database (the journal, the signing seconds)
  add(checkState(context.env));
  return results;
}
