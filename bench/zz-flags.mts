import { spawnOnPty, consoleEnvironment } from '../test/helpers/pty.js';
import { demoFirstFrame } from './key-bytes.js';
const home = '/tmp/perf-bench/demo-home';
const env = consoleEnvironment({ HOME: home, HOSHIN_CONFIG_DIR: home + '/config', HOSHIN_STATE_DIR: home + '/state' });
const variants = process.argv.slice(2).map((v) => (v === '-' ? [] : v.split(' ')));
const times: number[][] = variants.map(() => []);
for (let r = 0; r < 7; r++) for (const [i, flags] of variants.entries()) {
  const p = spawnOnPty(process.execPath, [...flags, 'dist/hoshin.mjs', 'demo'], { env });
  const at = await p.waitFor(demoFirstFrame); times[i]!.push(Math.round(at - p.startedAt));
  p.write('q'); await Promise.race([p.exited, new Promise((res) => setTimeout(res, 3000))]); p.close();
}
for (const [i, v] of variants.entries()) { const s = [...times[i]!].sort((a, b) => a - b); console.log(process.argv[2 + i], 'median', s[3], JSON.stringify(times[i])); }
