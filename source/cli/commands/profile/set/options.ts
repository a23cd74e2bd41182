import { DIALECTS } from '../../../../signing/signing.js';
import { defineOptions } from '../../../specs/options.js';

export const PROFILE_SET_OPTIONS = defineOptions([
  { name: 'base-url', type: 'string', value: 'URL', description: 'the service address' },
  { name: 'use', type: 'boolean', description: 'also make it the active profile' },
  { name: 'readonly', type: 'boolean', description: 'refuse every change on this profile' },
  { name: 'no-readonly', type: 'boolean', description: 'allow changes again' },
  {
    name: 'dialect',
    type: 'string',
    value: 'DIALECT',
    description: 'how requests are signed',
    candidates: { from: 'values', values: ['auto', ...DIALECTS].map((dialect) => [dialect, 'signing dialect'] as const) },
  },
]);
