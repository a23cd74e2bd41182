import { PROFILE_LIST } from './list/spec.js';
import { PROFILE_USE } from './use/spec.js';
import { PROFILE_SET } from './set/spec.js';
import { PROFILE_ME } from './me/spec.js';
import { defineCommand } from '../../specs/types.js';

export const PROFILE = defineCommand({
  name: 'profile',
  summary: 'List, choose and edit profiles (base URL, dialect, read-only); who you are (me)',
  subcommands: [PROFILE_LIST, PROFILE_USE, PROFILE_SET, PROFILE_ME],
  examples: [...PROFILE_LIST.examples.slice(0, 1), ...PROFILE_SET.examples.slice(0, 1)],
  pages: true,
});
