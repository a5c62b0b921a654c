// The time-zone choices of the business form (decisions.md section 4 and 8.4 clarity): canonical
// IANA zones only, each with its current UTC offset (`(UTC+01:00) Europe/Berlin`), in offset
// order, searchable by city, region or offset.

/** Old spellings kept by the zone database for compatibility (`US/Eastern`, `Etc/GMT+5`). */
const LEGACY_PREFIXES = ['US/', 'Etc/', 'SystemV/', 'Canada/', 'Brazil/', 'Mexico/', 'Chile/'];

/**
 * Browsers list CLDR's canonical names, some of which are IANA's old spellings of a renamed zone:
 * these are shown by their current IANA names.
 */
const IANA_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * The runtime's zones (`Intl.supportedValuesOf` lists no links such as `US/Eastern`) by their
 * current IANA names, without the legacy groups, and UTC.
 */
export function canonicalTimeZones(supported: readonly string[] = supportedZones()): string[] {
  const zones = supported
    .filter((zone) => zone.includes('/') && !LEGACY_PREFIXES.some((prefix) => zone.startsWith(prefix)))
    .map((zone) => IANA_NAMES[zone] ?? zone);
  return [...new Set([...zones, 'UTC'])];
}

/**
 * The browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`) by its current IANA
 * name (`Asia/Calcutta` -> `Asia/Kolkata`): what a new business starts with (issue 33); UTC when
 * the browser names none.
 */
export function browserTimeZone(resolved: string | undefined = resolvedZone()): string {
  if (!resolved) return 'UTC';
  return IANA_NAMES[resolved] ?? resolved;
}

function resolvedZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Minutes east of UTC of a zone at an instant (`Europe/Berlin` in winter: 60); 0 when unknown.
 * @internal Exported for its unit tests.
 */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

/**
 * `60` -> `UTC+01:00`, `-210` -> `UTC-03:30`.
 * @internal Exported for its unit tests.
 */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export type TimeZoneChoice = { zone: string; offset: number; label: string };

/**
 * Every zone with its offset at `at` as `(UTC+01:00) Europe/Berlin` (underscores read as spaces),
 * west to east and by name within an offset; the zones in
 * `keep` (the stored one) are listed even when they are not in `zones`.
 */
export function timeZoneChoices(
  zones: readonly string[],
  at: Date,
  keep: readonly string[] = [],
): TimeZoneChoice[] {
  const all = new Set([...zones, ...keep.filter(Boolean)]);
  return [...all]
    .map((zone) => {
      const offset = zoneOffsetMinutes(zone, at);
      return { zone, offset, label: `(${formatUtcOffset(offset)}) ${zone.replace(/_/g, ' ')}` };
    })
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone));
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/**
 * The choices matching a search: every word must appear in the label (`new york`, `berlin`,
 * `+01`, `utc-03:30`); `always` (the chosen zone) stays listed.
 */
export function filterTimeZoneChoices(
  choices: readonly TimeZoneChoice[],
  query: string,
  always?: string,
): TimeZoneChoice[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    if (choice.zone === always) return true;
    const label = normalise(choice.label);
    return words.every((word) => label.includes(word));
  });
}
