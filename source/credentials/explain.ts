// Plain words for a refused login.
import { HoshinError } from '../core/errors.js';

function offsetText(error: HoshinError): string {
  const ms = error.details.clockOffsetMs;
  if (ms === undefined) return '';
  const seconds = Math.round(ms / 1000);
  return ` (measured: the service's clock minus ours is ${seconds >= 0 ? '+' : ''}${seconds} s)`;
}

export function explainRefusal(error: HoshinError): string {
  switch (error.details.securityCode) {
    case 3:
      return `the service says our timestamp is in its future: this machine's clock is ahead of the service's${offsetText(error)}; correct the clock (NTP)`;
    case 4:
      return `the service says our timestamp is too old: this machine's clock is behind the service's${offsetText(error)}; correct the clock (NTP)`;
    case 5:
      return 'the service does not know this app key: the key is wrong (check it, and that --base-url points at the right service)';
    case 6: {
      const untried = error.details.untriedDialect !== undefined;
      return `the service knows the app key but refused the signature: the secret is wrong${untried ? ' (if you are sure of both, hoshin doctor tries the one way of signing not tried)' : ''}`;
    }
    default:
      return error.message;
  }
}
