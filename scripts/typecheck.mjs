// Type-checks every workspace in parallel (each has its own tsconfig; the shared package is
// consumed as source, so each app checks it under its own settings too).
import { spawn } from 'node:child_process';

const projects = ['.', 'packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        // Incremental: unchanged projects re-check in about a second.
        const buildInfo = `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`;
        const args = [tsc, '-p', project, '--pretty', '--incremental', '--tsBuildInfoFile', buildInfo];
        const child = spawn(process.execPath, args, { stdio: 'pipe' });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => resolve({ project, code, out }));
      }),
  ),
);
let failed = false;
for (const { project, code, out } of results) {
  if (code !== 0) {
    failed = true;
    process.stdout.write(`\n✗ ${project}\n${out}`);
  } else {
    process.stdout.write(`✓ ${project}\n`);
  }
}
process.exit(failed ? 1 : 0);
