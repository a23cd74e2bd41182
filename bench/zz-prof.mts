import { spawnOnPty, consoleEnvironment } from '../test/helpers/pty.js';
import { demoFirstFrame } from './key-bytes.js';
const dir = process.argv[2]!; const file = process.argv[3]!;
const home = '/tmp/perf-bench/demo-home';
const env = consoleEnvironment({ HOME: home, HOSHIN_CONFIG_DIR: home + '/config', HOSHIN_STATE_DIR: home + '/state' });
for (let i = 0; i < 3; i++) {
  const p = spawnOnPty(process.execPath, [...(i === 2 ? ['--cpu-prof', '--cpu-prof-dir=' + dir] : []), file, 'demo'], { env });
  const at = await p.waitFor(demoFirstFrame);
  console.log('frame', Math.round(at - p.startedAt));
  p.write('q'); await Promise.race([p.exited, new Promise((r) => setTimeout(r, 3000))]); p.close();
}
