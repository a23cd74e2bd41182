// Only what every Node since 12 has is imported by name here: the check below must get to run.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeRefusal } from './core/runtime-floor.js';
// Only functions: nothing of it runs before the check below.
import { runProgram } from './program.js';

// Before anything of the program loads: on an older Node it would fail somewhere deep inside. Run
// from a checkout (dist/hoshin.mjs beside node_modules/), the line names the Node npm install put there.
function runFromCheckout(): boolean {
  try {
    return existsSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'node'));
  } catch {
    // Not a file (the single-file executable): no checkout.
    return false;
  }
}
const refusal = runtimeRefusal(process.versions.node) && runtimeRefusal(process.versions.node, undefined, runFromCheckout());
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}

await runProgram({ compileCache: true });
