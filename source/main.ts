import { runCli } from './cli/main.js';

const code = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => Date.now(),
});
process.exitCode = code;
