// ESLint rule for tests: a literal date (`'2026-12-01'`, `'2026-12-01T10:00:00Z'`) is only
// meaningful against a pinned clock. A test that books "1 December 2026" while its app reads the
// real time works until that day, then fails for everyone (issue 29). So in a test file that reads
// the real clock, no literal date may appear; dates there are derived from the clock instead.
//
// A file reads the real clock when it:
//   - calls `Date.now()` or `new Date()` without arguments, or names `systemClock`, and does not
//     pin the time with `vi.setSystemTime`;
//   - builds the server app without a clock: `buildApp(config)` or `buildApp(config, { ... })`
//     with no `clock` in its options;
//   - is a browser journey or a fault test (`e2e/**`, `apps/server/faults/**`): their servers run
//     as processes on the real clock.
const DATE_LITERAL = /^\d{4}-\d{2}-\d{2}(?:$|[T ])/;

const REAL_CLOCK_DIRS = [/(^|\/)e2e\//, /(^|\/)apps\/server\/faults\//];

function isDateLiteral(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && DATE_LITERAL.test(node.value);
  if (node.type === 'TemplateLiteral') {
    const first = node.quasis[0];
    return first !== undefined && DATE_LITERAL.test(first.value.cooked ?? '');
  }
  return false;
}

function hasClockOption(options) {
  if (!options) return false;
  // Options built elsewhere (a variable, a spread of one) cannot be read here: trust them.
  if (options.type !== 'ObjectExpression') return true;
  return options.properties.some(
    (p) =>
      p.type === 'SpreadElement' ||
      (p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'clock'),
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No literal dates in a test that runs on the real clock.' },
    schema: [],
    messages: {
      dateWithRealClock:
        'A literal date in a test on the real clock breaks once that day passes ({{reason}}). Pin the clock (buildApp(config, { clock }), vi.setSystemTime) or derive the date from it.',
    },
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const dates = [];
    const realClockReads = [];
    let pinned = false;
    const alwaysReal = REAL_CLOCK_DIRS.some((dir) => dir.test(filename));

    return {
      Literal(node) {
        if (isDateLiteral(node)) dates.push(node);
      },
      TemplateLiteral(node) {
        if (isDateLiteral(node)) dates.push(node);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) {
          realClockReads.push({ node, reason: '`new Date()` reads the real time' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.property.type === 'Identifier'
        ) {
          if (callee.object.name === 'Date' && callee.property.name === 'now') {
            realClockReads.push({ node, reason: '`Date.now()` reads the real time' });
          }
          if (callee.object.name === 'vi' && callee.property.name === 'setSystemTime') pinned = true;
        }
        if (
          callee.type === 'Identifier' &&
          callee.name === 'buildApp' &&
          !hasClockOption(node.arguments[1])
        ) {
          realClockReads.push({ node, reason: 'this app is built without a clock' });
        }
      },
      Identifier(node) {
        if (node.name === 'systemClock') {
          realClockReads.push({ node, reason: '`systemClock` is the real time' });
        }
      },
      'Program:exit'() {
        const appsWithoutClock = realClockReads.filter((r) => r.reason.startsWith('this app'));
        const reads = pinned ? appsWithoutClock : realClockReads;
        const reason = alwaysReal
          ? 'browser journeys and fault tests run their servers on the real clock'
          : reads[0]?.reason;
        if (!alwaysReal && reads.length === 0) return;
        for (const node of dates) context.report({ node, messageId: 'dateWithRealClock', data: { reason } });
      },
    };
  },
};

export default { rules: { 'no-dates-with-real-clock': rule } };
