/**
 * `tsx scripts/art/draw-supplier-network.ts`: writes public/art/supplier-network.svg, the about
 * page's picture of the network: the UK, Ireland and north-west Europe as a field of dots, partner
 * shops at machining towns, and the links from Forgebridge's desk in the Midlands to each.
 *
 * The coastlines are rough outlines traced by hand from longitude and latitude (a dot map needs
 * no more), drawn with a simple projection that shrinks longitude by cos 55°.
 */
import { writeFileSync } from 'node:fs';

type LonLat = readonly [number, number];

const WIDTH = 480;
const HEIGHT = 380;
const WEST = -11.5;
const NORTH = 61;
const PX_PER_LAT = 26;
const PX_PER_LON = PX_PER_LAT * Math.cos((55 * Math.PI) / 180);
const DOT_SPACING = 8;

const project = ([lon, lat]: LonLat): [number, number] => [(lon - WEST) * PX_PER_LON, (NORTH - lat) * PX_PER_LAT];

// prettier-ignore
const land: readonly (readonly LonLat[])[] = [
  // Great Britain
  [
    [-5.7, 50.0], [-4.2, 50.4], [-3.0, 50.7], [-1.3, 50.6], [0.3, 50.8], [1.4, 51.2], [1.7, 52.6], [0.3, 53.1],
    [0.1, 53.6], [-0.5, 54.5], [-1.5, 55.5], [-2.0, 55.9], [-3.0, 56.0], [-2.5, 56.5], [-1.8, 57.6], [-3.5, 57.7],
    [-4.0, 58.6], [-5.0, 58.6], [-5.8, 57.5], [-6.2, 56.5], [-5.6, 55.3], [-4.9, 54.8], [-3.4, 54.9], [-3.2, 54.1],
    [-3.0, 53.3], [-4.6, 53.3], [-4.2, 52.8], [-4.1, 52.3], [-5.3, 51.8], [-4.2, 51.5], [-3.0, 51.4], [-4.5, 51.1],
  ],
  // Ireland
  [
    [-6.0, 52.2], [-6.2, 53.4], [-6.0, 54.0], [-5.5, 54.6], [-6.2, 55.2], [-7.3, 55.4], [-8.5, 55.0], [-8.6, 54.3],
    [-10.0, 54.2], [-9.9, 53.4], [-9.2, 52.6], [-10.3, 52.0], [-9.5, 51.5], [-8.0, 51.8],
  ],
  // France, the Low Countries, Germany, Denmark and on east
  [
    [-1.8, 43.0], [-1.8, 43.4], [-1.2, 44.7], [-1.1, 46.2], [-2.2, 47.1], [-4.5, 47.9], [-4.6, 48.6], [-3.0, 48.8],
    [-1.6, 48.7], [-1.4, 49.7], [0.1, 49.5], [1.5, 50.2], [1.6, 50.9], [2.5, 51.1], [3.6, 51.5], [4.2, 52.0],
    [4.7, 52.9], [5.2, 53.4], [7.0, 53.6], [8.6, 53.9], [8.6, 55.4], [8.2, 56.7], [10.0, 57.6], [10.6, 57.7],
    [10.3, 56.3], [10.9, 56.0], [10.0, 54.9], [10.9, 54.0], [12.4, 54.3], [14.2, 53.9], [18.0, 54.8], [20.0, 54.5],
    [21.5, 55.0], [24, 55.5], [24, 43.0],
  ],
  // Norway and Sweden
  [
    [5.0, 62.0], [5.0, 60.5], [5.3, 59.3], [5.6, 58.5], [6.5, 58.0], [8.0, 58.1], [9.5, 58.9], [10.5, 59.4],
    [11.1, 59.0], [11.9, 57.7], [12.6, 56.3], [14.0, 55.4], [16.2, 56.4], [16.6, 57.6], [16.6, 58.5], [18.4, 59.4],
    [17.4, 60.7], [17.3, 62.0],
  ],
];

function inside([x, y]: readonly [number, number], polygon: readonly (readonly [number, number])[]) {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

const shapes = land.map((outline) => outline.map(project));
const rows: string[] = [];
for (let y = DOT_SPACING / 2 + 8; y < HEIGHT - 8; y += DOT_SPACING) {
  const xs: number[] = [];
  for (let x = DOT_SPACING / 2 + 8; x < WIDTH - 8; x += DOT_SPACING) {
    if (shapes.some((shape) => inside([x, y], shape))) xs.push(x);
  }
  if (xs.length === 0) continue;
  // One absolute move per row, then relative moves: each dot is a zero-length round-capped line.
  rows.push(xs.map((x, i) => (i === 0 ? `M${x} ${y}h0` : `m${x - (xs[i - 1] ?? x)} 0h0`)).join(''));
}

const hub: LonLat = [-1.5, 52.4];
// prettier-ignore
const shops: readonly LonLat[] = [
   [-2.1, 57.15], [-4.25, 55.86], [-5.93, 54.6], [-1.47, 53.38], [-2.6, 51.45], [-1.4, 50.9], [-3.18, 51.48],
    [0.12, 52.2], [5.73, 58.97], [4.48, 51.92], [9.18, 48.78], [11.58, 48.14], [2.35, 48.86],
];
const [hx, hy] = project(hub);
const round = (n: number) => Math.round(n * 10) / 10;
const links = shops
  .map((shop) => {
    const [x, y] = project(shop);
    // A gentle arc: the control point sits off the straight line's midpoint, square to it.
    const [mx, my] = [(hx + x) / 2, (hy + y) / 2];
    const [cx, cy] = [mx - (y - hy) * 0.18, my + (x - hx) * 0.18];
    return `M${round(hx)} ${round(hy)}Q${round(cx)} ${round(cy)} ${round(x)} ${round(y)}`;
  })
  .join('');
const nodes = shops
  .map((shop) => {
    const [x, y] = project(shop).map(round);
    return `<circle cx="${x}" cy="${y}" r="9" fill="#aecdea" fill-opacity=".18"/><circle cx="${x}" cy="${y}" r="4" fill="#eef5fb"/>`;
  })
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="ui-monospace,Menlo,Consolas,monospace" font-size="11">
<rect x="4" y="4" width="472" height="372" rx="10" fill="#113a60" fill-opacity=".35" stroke="#1f5f99"/>
<path d="${rows.join('')}" stroke="#aecdea" stroke-opacity=".45" stroke-width="3.2" stroke-linecap="round"/>
<path d="${links}" fill="none" stroke="#f6a94a" stroke-opacity=".75" stroke-width="1.5" stroke-dasharray="4 3"/>
${nodes}
<circle cx="${round(hx)}" cy="${round(hy)}" r="14" fill="#f6a94a" fill-opacity=".25"/><circle cx="${round(hx)}" cy="${round(hy)}" r="7" fill="#f6a94a" stroke="#071a2d" stroke-width="2"/>
<rect x="338" y="316" width="128" height="52" rx="4" fill="#071a2d" stroke="#1f5f99"/>
<g fill="#d6e6f5"><circle cx="352" cy="334" r="4" fill="#eef5fb"/><text x="364" y="338">Partner shop</text><circle cx="352" cy="354" r="5" fill="#f6a94a"/><text x="364" y="358">Our desk</text></g>
</svg>
`;

writeFileSync(new URL('../../public/art/supplier-network.svg', import.meta.url), svg);
