// `npm test`, the one test command: the type check, the linter, the formatter's check and the
// layer rule, then every test with vitest. The tests run on the Node the npm scripts run (the
// `node` devDependency, the newest supported line), or on the Node HOSHIN_TEST_NODE names: .ci/run
// runs the suite a second time on the oldest supported line that way. Arguments after `--` go to
// vitest (`npm test -- test/cli`).
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';

// The checks, as package.json's scripts define them.
const CHECKS = ['typecheck', 'lint', 'format:check', 'layers'];

function run(command, args, env = process.env) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

const npm = process.env.npm_execpath;
for (const check of CHECKS) {
  if (npm) run(process.execPath, [npm, 'run', '--silent', check]);
  else run('npm', ['run', '--silent', check]);
}

const node = process.env.HOSHIN_TEST_NODE || process.execPath;
// The tests start `node` by path (process.execPath) and tools by name: both find the chosen Node.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
run(node, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], env);
