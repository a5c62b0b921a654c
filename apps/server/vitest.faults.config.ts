import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The live reminder waits about two minutes on the real clock, doing nothing: it starts first, in
 * a worker of its own, while the other files run one after another in the second worker.
 */
class LiveReminderFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLive = (file: TestSpecification) => file.moduleId.endsWith('reminder-live.test.ts');
    return [...sorted.filter(isLive), ...sorted.filter((file) => !isLive(file))];
  }
}

// `npm run test:faults`: the server as a real child process while its database is restarted or
// it is killed. Slow and disruptive by design, so apart from `npm test`. Every file starts its
// own servers, PostgreSQL cluster, Redis and SMTP receiver on loopback, so two files may overlap.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    sequence: { sequencer: LiveReminderFirst },
  },
});
