// Runs a sandbox in its own process for the throughput benchmark, so the service's work does not
// share an event loop with the client being measured. Seeds `count` tasks and prints one JSON line.
import { kindSpec } from '../source/catalogue/catalogue.js';
import { blankResource } from '../source/sandbox/records.js';
import { startSandbox } from '../source/sandbox/server.js';

const count = Number(process.argv[2] ?? '4000');
const running = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
const [objective] = running.store.all('objective');
if (!objective) throw new Error('the demo seed has no objective');
const ids: number[] = [];
for (let i = 0; i < count; i++) {
  const id = running.store.nextId('task');
  const task = {
    ...blankResource('task'),
    id,
    name: `Benchmark task ${i}`,
    status: 'backlog',
    feeling: 'smile',
    reminder: true,
    objective_id: objective.id ?? null,
    area_id: objective.area_id ?? null,
    hoshin_id: objective.hoshin_id ?? null,
    company_id: objective.company_id ?? null,
    tsk_pos: i + 1,
    lane_pos: 0,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
  };
  if (Object.keys(task).length !== kindSpec('task').fields.length) throw new Error('task fields drifted from the catalogue');
  running.store.put('task', task);
  ids.push(id);
}
process.stdout.write(`${JSON.stringify({ url: running.url, appKey: running.appKey, secret: running.secret, ids })}\n`);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
