import { dialectOption } from '../../../specs/arguments.js';
import { defineOptions } from '../../../specs/options.js';

export const PROFILE_SET_OPTIONS = defineOptions([
  { name: 'base-url', type: 'string', value: 'URL', description: 'the service address' },
  { name: 'use', type: 'boolean', description: 'also make it the active profile' },
  { name: 'readonly', type: 'boolean', description: 'refuse every change on this profile' },
  { name: 'no-readonly', type: 'boolean', description: 'allow changes again' },
  dialectOption('how requests are signed', ['auto'], 'signing dialect'),
]);
