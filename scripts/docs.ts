// `npm run docs`: writes the generated references (docs/COMMANDS.md, docs/KEYS.md) from the source.
// test/docs/generated-docs.test.ts fails until they are written again after a command or key changes.
import { writeFileSync } from 'node:fs';
import { commandsReference, keysReference } from './reference-docs.js';

writeFileSync('docs/COMMANDS.md', commandsReference());
writeFileSync('docs/KEYS.md', keysReference());
console.log('wrote docs/COMMANDS.md, docs/KEYS.md');
