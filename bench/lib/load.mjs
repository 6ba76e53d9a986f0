// Runs one autocannon job in a child process (load-worker.mjs), so that generating load does not
// share an event loop with the servers under test; answers autocannon's result.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.mjs');

export function load(job) {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => {
      child.disconnect();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.once('exit', (code) => {
      if (code) reject(new Error(`load worker exited with ${code}`));
    });
    child.send(job);
  });
}
