// Photos for the demo businesses' pages (issue 39 item 2, docs/decisions/0046): flat illustrations
// drawn as SVG, the same every time, with no text in them (no font is needed, and what a picture
// shows is said by its alt text). The seed rasterises each to a PNG (sharp, at seed time) and adds
// it as an owner's upload would be added, so it is stored in the upload's widths and formats.

/** The size every demo photo is drawn at: 4:3, the gallery's box; stored at 480 and 960 px wide. */
const DEMO_PHOTO_SIZE = { width: 960, height: 720 } as const;

/** One demo photo: its drawing and what it shows. */
type DemoPhoto = { svg: string; alt: string };

const { width: W, height: H } = DEMO_PHOTO_SIZE;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('') +
  `</linearGradient>`;

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8">` +
  `<stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** A trailing plant in a pot standing on the floor at `x`. */
const plant = (x: number, floor: number, leaf: string) => {
  const leaves = [
    [-60, -150, -25],
    [-30, -190, -10],
    [5, -205, 8],
    [40, -180, 22],
    [65, -140, 35],
    [-45, -110, -40],
    [50, -105, 45],
  ]
    .map(
      ([dx, dy, angle]) =>
        `<ellipse cx="${x + dx!}" cy="${floor - 95 + dy! / 2}" rx="16" ry="46" fill="${leaf}" ` +
        `transform="rotate(${angle} ${x + dx!} ${floor - 95 + dy! / 2})"/>`,
    )
    .join('');
  return (
    leaves +
    `<path d="M${x - 48} ${floor - 100} h96 l-12 100 h-72 z" fill="#c9786b"/>` +
    `<rect x="${x - 54}" y="${floor - 108}" width="108" height="16" rx="6" fill="#b8665a"/>`
  );
};

/** The studio: a round mirror with a brass frame above a styling chair, a pendant lamp, a plant. */
function studio(): string {
  const floor = 590;
  return svg(
    linear('wall', ['#fbf1e8', '#f3d9cf']) +
      linear('floor', ['#d9b9a4', '#c79f89']) +
      radial('glass', '#ffffff', '#d8e1e4') +
      linear('leather', ['#4a3f4f', '#2f2834']),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>` +
      `<rect y="${floor - 6}" width="${W}" height="8" fill="#e8c9b8"/>` +
      // The pendant lamp and its light.
      `<line x1="480" y1="0" x2="480" y2="70" stroke="#3b3440" stroke-width="3"/>` +
      `<path d="M430 110 a50 44 0 0 1 100 0 z" fill="#c9a25e"/>` +
      `<ellipse cx="480" cy="112" rx="24" ry="7" fill="#fff6d9"/>` +
      // The mirror.
      `<circle cx="480" cy="290" r="150" fill="#c9a25e"/>` +
      `<circle cx="480" cy="290" r="136" fill="url(#glass)"/>` +
      `<path d="M390 230 l70 -60 M405 270 l95 -85" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>` +
      // The counter under the mirror.
      `<rect x="300" y="440" width="360" height="18" rx="6" fill="#8a6a55"/>` +
      `<rect x="318" y="420" width="26" height="20" rx="4" fill="#e8a5a0"/>` +
      `<rect x="352" y="404" width="18" height="36" rx="5" fill="#a7b89a"/>` +
      // The chair: back, seat, arms, column and base.
      `<rect x="415" y="380" width="130" height="120" rx="26" fill="url(#leather)"/>` +
      `<rect x="390" y="485" width="180" height="46" rx="18" fill="url(#leather)"/>` +
      `<rect x="375" y="462" width="34" height="16" rx="8" fill="#c9a25e"/>` +
      `<rect x="551" y="462" width="34" height="16" rx="8" fill="#c9a25e"/>` +
      `<rect x="470" y="531" width="20" height="44" fill="#b7b0a8"/>` +
      `<ellipse cx="480" cy="582" rx="80" ry="14" fill="#9d968f"/>` +
      plant(150, floor, '#7f9c76') +
      plant(820, floor, '#93ad88'),
  );
}

/** The colour bar: tubes and bottles in the season's shades on a shelf, mixing bowls below. */
function colourBar(): string {
  const shades = ['#7b3f3a', '#a4553e', '#c9786b', '#d9a05b', '#e8c583', '#5c4a3f', '#8c5a7b', '#3b3440'];
  const bottles = shades
    .map((colour, i) => {
      const x = 140 + i * 88;
      const tall = i % 2 === 0 ? 150 : 120;
      return (
        `<rect x="${x}" y="${300 - tall}" width="56" height="${tall}" rx="14" fill="${colour}"/>` +
        `<rect x="${x + 16}" y="${300 - tall - 26}" width="24" height="30" rx="5" fill="#2f2834"/>` +
        `<rect x="${x + 8}" y="${300 - tall + 30}" width="40" height="36" rx="6" fill="#fbf3ea" opacity="0.85"/>`
      );
    })
    .join('');
  const bowls = [
    [300, '#c9786b'],
    [480, '#d9a05b'],
    [660, '#8c5a7b'],
  ]
    .map(
      ([x, colour]) =>
        `<path d="M${Number(x) - 80} 520 a80 70 0 0 0 160 0 z" fill="#fbf3ea"/>` +
        `<ellipse cx="${x}" cy="520" rx="80" ry="16" fill="${colour}"/>` +
        `<ellipse cx="${x}" cy="520" rx="80" ry="16" fill="none" stroke="#e6d6c8" stroke-width="4"/>`,
    )
    .join('');
  return svg(
    linear('wall', ['#dfe7da', '#c3d1bc']) + linear('top', ['#efe3d6', '#dccbb9']),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<rect x="90" y="300" width="780" height="22" rx="6" fill="#8a6a55"/>` +
      `<rect x="110" y="322" width="14" height="40" fill="#7a5b48"/><rect x="836" y="322" width="14" height="40" fill="#7a5b48"/>` +
      bottles +
      `<rect y="540" width="${W}" height="${H - 540}" fill="url(#top)"/>` +
      `<rect y="536" width="${W}" height="8" fill="#cdb8a4"/>` +
      bowls +
      // A tint brush resting across the bowls.
      `<rect x="520" y="470" width="230" height="14" rx="7" fill="#3b3440" transform="rotate(-18 635 477)"/>` +
      `<rect x="720" y="430" width="40" height="26" rx="4" fill="#e8e1da" transform="rotate(-18 740 443)"/>`,
  );
}

/** Scissors and a comb on a terrazzo counter. */
function scissors(): string {
  // Terrazzo chips at fixed places (a small linear congruential sequence: the same every time).
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const chipColours = ['#e8a5a0', '#c9a25e', '#a7b89a', '#d9c7b8', '#b8665a'];
  let chips = '';
  for (let i = 0; i < 140; i++) {
    const x = Math.round(next() * W);
    const y = Math.round(next() * H);
    const r = 4 + Math.round(next() * 10);
    const colour = chipColours[i % chipColours.length]!;
    chips += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Math.round(r * 0.7)}" fill="${colour}" opacity="0.55" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`;
  }
  const teeth = Array.from(
    { length: 26 },
    (_, i) => `<rect x="${568 + i * 12}" y="600" width="6" height="52" rx="3" fill="#3b3440"/>`,
  ).join('');
  return svg(
    linear('stone', ['#f7efe8', '#ecdcd0']) + linear('steel', ['#f2f2f4', '#a9adb5'], false),
    `<rect width="${W}" height="${H}" fill="url(#stone)"/>` +
      chips +
      // Soft shadows, then the two blades crossing at the pivot and the two rings.
      `<g opacity="0.18" transform="translate(14 16)">` +
      `<path d="M470 330 L770 120 L790 140 L500 360 z" fill="#3b3440"/>` +
      `<path d="M470 360 L790 480 L780 505 L460 390 z" fill="#3b3440"/></g>` +
      `<path d="M470 330 L770 120 L790 140 L500 360 z" fill="url(#steel)"/>` +
      `<path d="M470 360 L790 480 L780 505 L460 390 z" fill="url(#steel)"/>` +
      `<circle cx="480" cy="350" r="12" fill="#c9a25e"/>` +
      `<circle cx="330" cy="250" r="78" fill="none" stroke="#c9786b" stroke-width="26"/>` +
      `<circle cx="320" cy="460" r="70" fill="none" stroke="#c9786b" stroke-width="26"/>` +
      `<path d="M395 285 L470 330 M385 420 L465 375" stroke="#c9786b" stroke-width="26" stroke-linecap="round"/>` +
      // The comb.
      `<rect x="560" y="570" width="330" height="36" rx="10" fill="#3b3440"/>` +
      teeth,
  );
}

/** The washing basins by a tall window with the morning light coming in. */
function basins(): string {
  const floor = 600;
  const basin = (x: number) =>
    `<rect x="${x - 10}" y="330" width="20" height="70" rx="6" fill="#b7b0a8"/>` +
    `<path d="M${x - 110} 400 h220 a110 60 0 0 1 -220 0 z" fill="#ffffff"/>` +
    `<rect x="${x - 115}" y="392" width="230" height="14" rx="7" fill="#f3f3f1"/>` +
    // The reclining chair in front of it.
    `<rect x="${x - 90}" y="470" width="180" height="60" rx="22" fill="#c9786b"/>` +
    `<rect x="${x - 100}" y="520" width="200" height="40" rx="16" fill="#b8665a"/>` +
    `<rect x="${x - 80}" y="560" width="16" height="${floor - 560}" fill="#8a6a55"/>` +
    `<rect x="${x + 64}" y="560" width="16" height="${floor - 560}" fill="#8a6a55"/>`;
  return svg(
    linear('wall', ['#f8eee6', '#efd8cc']) +
      linear('sky', ['#fdf6e3', '#f6d6cf']) +
      linear('floor', ['#d9b9a4', '#c79f89']) +
      linear('light', ['#fff8e6', '#fff8e600']),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      // The window and its light on the floor.
      `<rect x="330" y="50" width="300" height="280" rx="10" fill="#8a6a55"/>` +
      `<rect x="344" y="64" width="272" height="252" rx="4" fill="url(#sky)"/>` +
      `<rect x="474" y="64" width="12" height="252" fill="#8a6a55"/>` +
      `<rect x="344" y="184" width="272" height="12" fill="#8a6a55"/>` +
      `<circle cx="560" cy="130" r="34" fill="#f7c98b" opacity="0.8"/>` +
      `<rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>` +
      `<path d="M330 ${floor} L630 ${floor} L700 ${H} L260 ${H} z" fill="url(#light)" opacity="0.6"/>` +
      basin(210) +
      basin(750) +
      // A shelf of folded towels between the basins.
      `<rect x="420" y="430" width="120" height="170" rx="8" fill="#e6d6c8"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="432" y="${446 + i * 48}" width="96" height="36" rx="10" fill="${['#fbf3ea', '#a7b89a', '#e8a5a0'][i]}"/>`,
        )
        .join(''),
  );
}

/** Stones stacked beside a candle, on a warm towel: the spa's calm. */
function stones(): string {
  const stack = [
    [480, 520, 170, 48, '#6f6a66'],
    [470, 448, 135, 40, '#8b8580'],
    [488, 386, 105, 34, '#a39d97'],
    [478, 334, 76, 28, '#bdb7b1'],
  ]
    .map(
      ([x, y, rx, ry, colour]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${colour}"/>` +
        `<ellipse cx="${Number(x) - Number(rx) / 3}" cy="${Number(y) - Number(ry) / 3}" rx="${Number(rx) / 3}" ry="${Number(ry) / 4}" fill="#ffffff" opacity="0.18"/>`,
    )
    .join('');
  return svg(
    linear('wall', ['#e9efe9', '#cfdcd2']) +
      linear('towel', ['#f3e6d8', '#e2cdb8']) +
      radial('flame', '#fff6d9', '#f7b34b'),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<rect y="540" width="${W}" height="${H - 540}" fill="url(#towel)"/>` +
      [0, 1, 2, 3].map((i) => `<rect y="${570 + i * 36}" width="${W}" height="4" fill="#d8c2ad"/>`).join('') +
      stack +
      // The candle.
      `<rect x="700" y="420" width="90" height="140" rx="10" fill="#fbf3ea"/>` +
      `<ellipse cx="745" cy="420" rx="45" ry="10" fill="#efe3d6"/>` +
      `<line x1="745" y1="420" x2="745" y2="398" stroke="#3b3440" stroke-width="3"/>` +
      `<ellipse cx="745" cy="378" rx="13" ry="26" fill="url(#flame)"/>` +
      // A sprig of eucalyptus.
      `<path d="M140 560 C 200 460, 250 400, 330 330" stroke="#7f9c76" stroke-width="6" fill="none"/>` +
      [
        [170, 510],
        [205, 460],
        [240, 420],
        [280, 375],
        [315, 342],
      ]
        .map(
          ([x, y], i) =>
            `<ellipse cx="${x! + (i % 2 ? 22 : -22)}" cy="${y}" rx="22" ry="15" fill="#93ad88"/>`,
        )
        .join(''),
  );
}

/** A massage table laid with towels under a round window. */
function treatmentRoom(): string {
  return svg(
    linear('wall', ['#f4ece4', '#e3d3c6']) +
      linear('floor', ['#c8b29c', '#b39a83']) +
      radial('glass', '#fdf6e3', '#e3ecea'),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<rect y="580" width="${W}" height="${H - 580}" fill="url(#floor)"/>` +
      `<circle cx="480" cy="220" r="130" fill="#8a6a55"/>` +
      `<circle cx="480" cy="220" r="116" fill="url(#glass)"/>` +
      `<path d="M364 220 h232 M480 104 v232" stroke="#8a6a55" stroke-width="10"/>` +
      // The table, its towel, a rolled towel and a small stool with oils.
      `<rect x="200" y="420" width="560" height="44" rx="20" fill="#f3e6d8"/>` +
      `<rect x="200" y="430" width="560" height="22" rx="11" fill="#a7b89a"/>` +
      `<ellipse cx="700" cy="408" rx="50" ry="20" fill="#fbf3ea"/>` +
      `<rect x="240" y="464" width="18" height="116" fill="#8a6a55"/>` +
      `<rect x="702" y="464" width="18" height="116" fill="#8a6a55"/>` +
      `<rect x="820" y="500" width="90" height="80" rx="8" fill="#8a6a55"/>` +
      `<rect x="836" y="452" width="22" height="48" rx="6" fill="#c9a25e"/>` +
      `<rect x="868" y="466" width="22" height="34" rx="6" fill="#c9786b"/>` +
      plant(100, 580, '#7f9c76'),
  );
}

/** The demo businesses' photos, by username, in the order the page shows them. */
export const DEMO_PHOTOS: Readonly<Record<string, () => DemoPhoto[]>> = {
  'luxe-hair': () => [
    { svg: studio(), alt: 'The studio: a round brass mirror above a styling chair, with plants either side' },
    { svg: colourBar(), alt: 'The colour bar: tubes of colour in warm shades on a shelf above mixing bowls' },
    { svg: basins(), alt: 'Two washing basins with reclining chairs under a tall window' },
    { svg: scissors(), alt: 'Scissors and a comb on the terrazzo counter' },
  ],
  'serenity-spa': () => [
    { svg: treatmentRoom(), alt: 'A treatment room: a massage table laid with towels under a round window' },
    { svg: stones(), alt: 'Warm stones stacked beside a lit candle and a sprig of eucalyptus' },
  ],
};
