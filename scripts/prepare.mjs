// npm's `prepare`: after `npm install`/`npm ci` in a checkout, before `npm pack`, and when npm
// installs hoshin from a git URL or packs a folder (`--install-links`). It applies the patches in
// patches/ to the installed dependencies (patch-package, failing on any patch that no longer
// applies), then builds the bundle and its third-party notices. When the build tools (the
// devDependencies) are missing and no bundle was built yet, it first installs them into this
// folder: npm 11's global install from git runs its own install of them with --global inherited,
// so they land elsewhere (npm/cli#8440). A tarball install never runs `prepare`: it carries the
// bundle, built from the patched dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { undoGlobalLinkToClone } from './global-git-link.mjs';

const bundle = 'dist/hoshin.mjs';
// Set for the install this script starts, so that install's own prepare never starts another.
const INSTALLING = 'HOSHIN_PREPARE_INSTALLING';

/** rolldown (the bundler) and patch-package. */
function buildToolsInstalled() {
  try {
    const require = createRequire(resolve('package.json'));
    for (const tool of ['rolldown', 'patch-package/package.json']) require.resolve(tool);
    return true;
  } catch {
    return false;
  }
}

function installBuildTools() {
  console.error('prepare: installing the build tools (devDependencies) into this folder to build the bundle');
  const npm = process.env.npm_execpath;
  const [command, npmArgs] = npm ? [process.execPath, [npm]] : ['npm', []];
  // --global=false and --prefix: the caller's environment may say global (an install with -g).
  const args = [...npmArgs, 'ci', '--global=false', `--prefix=${process.cwd()}`, '--include=dev', '--no-audit', '--no-fund'];
  execFileSync(command, args, { stdio: ['ignore', 2, 'inherit'], env: { ...process.env, [INSTALLING]: '1' } });
}

const { name } = JSON.parse(readFileSync('package.json', 'utf8'));
if (undoGlobalLinkToClone(name)) console.error('prepare: undid the global link npm made to its temporary clone (npm/cli#8440)');

if (!buildToolsInstalled()) {
  if (existsSync(bundle)) {
    console.error(`prepare: the build tools are not installed; using the bundle already in ${bundle}`);
    process.exit(0);
  }
  if (process.env[INSTALLING]) {
    console.error(`prepare: ${bundle} is missing and installing the build tools did not make them available`);
    process.exit(1);
  }
  installBuildTools();
}
const patchPackage = createRequire(resolve('package.json')).resolve('patch-package/index.js');
execFileSync(process.execPath, [patchPackage, '--error-on-fail', '--error-on-warn'], { stdio: ['ignore', 2, 'inherit'] });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/third-party-notices.mjs'], { stdio: 'inherit' });
