// CI retries a failed journey once (playwright.config.ts); a journey that passes only on its retry
// is flaky, and is said loudly at the end of the run with the failure its first attempt met, so a
// flaky pass is seen and mended rather than retried forever (issue 29).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class FlakyReporter implements Reporter {
  private readonly firstFailures = new Map<TestCase, string>();
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    if (result.status !== 'passed' && result.status !== 'skipped' && !this.firstFailures.has(test)) {
      const message = result.errors[0]?.message ?? result.status;
      this.firstFailures.set(test, stripVTControlCharacters(message).split('\n').slice(0, 3).join(' '));
    }
  }

  onEnd(_result: FullResult): void {
    const flaky = [...this.tests].filter((t) => t.outcome() === 'flaky');
    const report = flaky.map((t) => ({
      test: `${path.relative(process.cwd(), t.location.file)}:${t.location.line} › ${t.titlePath().slice(1).join(' › ')}`,
      firstFailure: this.firstFailures.get(t) ?? '',
    }));
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(path.join('test-results', 'flaky.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (report.length === 0) {
      console.log('\nRetried journeys: none (no flaky pass).');
      return;
    }
    console.log(`\n*** ${report.length} journey(s) passed only on a retry: flaky, to be mended ***`);
    for (const { test, firstFailure } of report)
      console.log(`  FLAKY ${test}\n        first attempt: ${firstFailure}`);
  }
}
