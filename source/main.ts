import { runCli } from './cli/main.js';

// When the reader of the output goes away (`hoshin … | head -1`), stop quietly, as Unix tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const code = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => Date.now(),
});
process.exitCode = code;
