import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import testClock from './eslint-test-clock.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = testClock.rules['no-dates-with-real-clock'];
const error = { messageId: 'dateWithRealClock' };

tester.run('no-dates-with-real-clock', rule, {
  valid: [
    {
      name: 'an app on a pinned clock may book a literal day',
      filename: 'apps/server/test/bookings.test.ts',
      code: `app = await buildApp(config, { clock: () => now }); book({ bookingDate: '2026-12-01' });`,
    },
    {
      name: 'a pure rule with its own instant',
      filename: 'packages/shared/src/domain/time.test.ts',
      code: `expect(todayInZone(new Date('2026-06-01T06:00:00Z'), 'UTC')).toBe('2026-06-01');`,
    },
    {
      name: 'vi.setSystemTime pins new Date()',
      filename: 'apps/web/src/lib/format.test.ts',
      code: `vi.setSystemTime(new Date('2026-06-01T06:00:00Z')); format(new Date(), '2026-06-02');`,
    },
    {
      name: 'a real-clock test with dates derived from the clock',
      filename: 'apps/server/test/sign-in-limits.test.ts',
      code: `app = await buildApp(config); const day = addDays(todayInZone(new Date(), 'UTC'), 3);`,
    },
    {
      name: 'options built elsewhere are trusted to carry the clock',
      filename: 'apps/server/test/a.test.ts',
      code: `app = await buildApp(config, options); book({ bookingDate: '2026-12-01' });`,
    },
  ],
  invalid: [
    {
      name: 'the bug of issue 29: a literal day with an app on the real clock',
      filename: 'apps/server/test/sign-in-limits.test.ts',
      code: `app = await buildApp(config); book({ bookingDate: '2026-12-01' });`,
      errors: [error],
    },
    {
      name: 'options without a clock are the real clock',
      filename: 'apps/server/test/a.test.ts',
      code: `app = await buildApp(config, { database }); book({ bookingDate: '2026-12-01', at: \`2026-12-01T\${t}\` });`,
      errors: [error, error],
    },
    {
      name: 'Date.now() beside a literal instant',
      filename: 'apps/web/src/lib/a.test.ts',
      code: `const late = Date.now() > Date.parse('2026-12-01T10:00:00Z');`,
      errors: [error],
    },
    {
      name: 'systemClock beside a literal day',
      filename: 'apps/server/test/a.test.ts',
      code: `buildApp(config, { clock: systemClock }); book({ bookingDate: '2026-12-01' });`,
      errors: [error],
    },
    {
      name: 'a browser journey always runs on the real clock',
      filename: 'e2e/specs/booking.spec.ts',
      code: `await page.fill('#date', '2026-12-01');`,
      errors: [error],
    },
    {
      name: 'so does a fault test',
      filename: 'apps/server/faults/reminder-live.test.ts',
      code: `const day = '2026-12-01';`,
      errors: [error],
    },
  ],
});
