// `npm start`: build what is missing or out of date, then run the server in this process's place.
// The server serves the built web app, the API, socket.io and uploads on one port (decisions.md 1).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverEnv } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const child of fs.readdirSync(p)) walk(path.join(p, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(walk);
  return newest;
}

function outdated(output, inputs) {
  if (!fs.existsSync(output)) return true;
  return newestMtime(inputs) > fs.statSync(output).mtimeMs;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('packages/shared/src');
if (
  outdated(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    shared,
  ])
) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', '@booklane/web']);
}
if (outdated(at('apps/server/dist/main.js'), [at('apps/server/src'), shared])) {
  console.log('Building the server...');
  run(['run', 'build', '-w', '@booklane/server']);
}

// The heap's and malloc's settings of server-runtime.mjs (the server's memory targets).
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, at('apps/server/dist/main.js')],
  { cwd: root, stdio: 'inherit', env: serverEnv(process.env) },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
