// Plain words for a refused login, from the SecurityError code the service sent.
import { HoshinError } from '../client/errors.js';

export function explainRefusal(error: HoshinError): string {
  switch (error.details.securityCode) {
    case 3:
      return 'the service says our timestamp is in the future: this machine\'s clock is ahead of the service\'s (check NTP)';
    case 4:
      return 'the service says our timestamp is too old: this machine\'s clock is behind the service\'s by minutes (check NTP)';
    case 5:
      return 'the service does not know this app key (check it, and that --base-url points at the right service)';
    case 6:
      return 'the service refused the signature: the secret is wrong (or the service expects another --dialect)';
    default:
      return error.message;
  }
}
