import { defineCommand } from '../../../specs/types.js';

export const VIEW_SAVE = defineCommand({
  name: 'view save',
  summary: 'Save a query under a name (saving it again changes nothing)',
  details: 'The name: letters, digits, _ . - (at most 40). The query is checked as find reads it; it may name other views.',
  arguments: [
    { name: 'NAME', description: 'the view, used as @NAME' },
    { name: 'QUERY', description: 'the terms, as hoshin find takes them', repeats: true },
  ],
  examples: [
    { command: 'hoshin view save red-mine kind:indicator status:red owner:me', says: 'then hoshin find @red-mine' },
    { command: "hoshin view save week 'due:<7d -status:completed|discarded'", says: 'what falls due within a week' },
  ],
  parsing: 'query-terms',
  load: async () => (await import('./save.js')).run,
});
