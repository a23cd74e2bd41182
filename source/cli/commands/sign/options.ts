import { dialectOption } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';

export const SIGN_OPTIONS = defineOptions([
  { name: 'app-key', type: 'string', value: 'KEY', description: "sign for this app key instead of the profile's" },
  { name: 'timestamp', type: 'string', value: 'T', description: 'sign with this timestamp (YYYY-MM-DDThh:mm:ss+00:00), as given' },
  dialectOption('how the string is signed (default hoshinplan)', [], 'signing dialect'),
]);
