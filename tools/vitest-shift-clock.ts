// `BOOKLANE_TEST_NOW=2027-03-01T09:00:00Z npm test` runs every test file as if the real clock
// had read that instant when the file started (it then moves on as usual): a test that only
// passes before some date, or on the day it was written, fails here instead of on that date for
// everyone (issue 29). Files that pin their own clock are unaffected; only what reads the real
// time moves. The shift is an offset, not fake timers: time keeps its resolution and its pace.

const shifted = process.env.BOOKLANE_TEST_NOW;
const RealDate: DateConstructor = (globalThis as { __realDate?: DateConstructor }).__realDate ?? Date;
if (shifted) {
  const target = RealDate.parse(shifted);
  if (Number.isNaN(target)) throw new Error(`BOOKLANE_TEST_NOW is not an instant: ${shifted}`);
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  // Files sharing a worker each start from the real Date, not from the previous file's shift.
  (globalThis as { __realDate?: DateConstructor }).__realDate = RealDate;
  globalThis.Date = ShiftedDate as DateConstructor;
}
