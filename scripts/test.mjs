// The test commands (docs/TESTING.md). `npm test`: the type check, then the unit suite — in
// process, no network but loopback, no child process. `npm run test:e2e`: the end-to-end suite —
// the built executable, ptys, tmux, Chromium, the keychain, the packaging (`*.e2e.test.ts`); its
// global setup builds the bundle first. The tests run on the Node the npm scripts run (the `node`
// devDependency, the newest supported line), or on the Node HOSHIN_TEST_NODE names: .ci/run runs
// the suites on the oldest supported line that way too. Arguments after `--` go to vitest
// (`npm test -- test/cli`).
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';

const [suite, ...given] = process.argv.slice(2);
// .ci/run checks the types once, then runs the unit suite again on the oldest Node without it.
const skipTypecheck = given.includes('--skip-typecheck');
const rest = given.filter((argument) => argument !== '--skip-typecheck');
const PROJECTS = { unit: ['unit', 'unit-own-modules'], e2e: ['e2e'] };
if (!(suite in PROJECTS)) {
  console.error(`usage: node scripts/test.mjs unit|e2e [vitest arguments]`);
  process.exit(2);
}

function run(command, args, env = process.env) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

// The type check first (incremental: a second run reads what the first learned, .tmp/ is ignored).
if (suite === 'unit' && !skipTypecheck) {
  const npm = process.env.npm_execpath;
  if (npm) run(process.execPath, [npm, 'run', '--silent', 'typecheck']);
  else run('npm', ['run', '--silent', 'typecheck']);
}

const node = process.env.HOSHIN_TEST_NODE || process.execPath;
// The tests start `node` by path (process.execPath) and tools by name: both find the chosen Node.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
const projects = PROJECTS[suite].flatMap((name) => ['--project', name]);
run(node, ['node_modules/vitest/vitest.mjs', 'run', ...projects, ...rest], env);
