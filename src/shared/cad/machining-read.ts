/**
 * The machining read as it is stored with a CAD file (the `read` of an attachment entry), beside
 * its measurements: what the desk, the team alert, the CSV, the supplier brief and the matching
 * use. Only technical facts about the part, nothing of the buyer. The read itself runs in the
 * buyer's browser (src/lib/cad/read, docs/decisions/0041-reading-a-model-as-a-machinist.md); the database accepts
 * exactly this shape (the attachment_reads migration), so a tampered entry is refused, not shown.
 */

/** Walls thinner than this flex under the cutter (Protolabs' milling guide gives 0.5 mm as the least). */
export const THIN_WALL_MM = 0.5;
/** A standard end mill cuts to about 4× its diameter… */
export const POCKET_DEPTH_PER_WIDTH = 4;
/** …and 50 mm from one side is the most Protolabs mills. */
export const POCKET_MAX_DEPTH_MM = 50;

export type StoredRead =
  /** Not read: the mesh is not closed (it has no inside), or it has more triangles than the read takes. */
  | { outcome: 'open' | 'too-detailed'; triangles: number }
  | {
      outcome: 'read';
      triangles: number;
      /** The typical size of a triangle, mm: what the read can resolve. */
      sampleSpacingMm: number;
      /** Some surface no straight approach along an axis reaches: 4/5-axis work or EDM. */
      needsMultiAxis: boolean;
      /** The share of the surface (0–1) that no axis direction reaches. */
      unreachedShare: number;
      /** Walls under THIN_WALL_MM, and the thinnest of them (null when there are none). */
      thinWalls: number;
      thinWallMinMm: number | null;
      /** Pockets deeper than 4× their width or than 50 mm; the deepest and the narrowest (null when none). */
      deepPockets: number;
      deepestPocketMm: number | null;
      narrowestPocketMm: number | null;
      /** Solid bodies, each cut from its own bounding-box block, and the share of those blocks cut away. */
      bodies: number;
      removedShare: number;
    };

const READ_KEYS = [
  'bodies',
  'deepPockets',
  'deepestPocketMm',
  'narrowestPocketMm',
  'needsMultiAxis',
  'outcome',
  'removedShare',
  'sampleSpacingMm',
  'thinWallMinMm',
  'thinWalls',
  'triangles',
  'unreachedShare',
];

/** The bounds the database holds a stored read to (see the attachment_reads migration). */
export const READ_LIMITS = {
  /** Counts of triangles, walls, pockets and bodies. */
  count: 1_000_000_000,
  /** Any length: 100 m. */
  lengthMm: 100_000,
} as const;

const isNumber = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
const isCount = (value: unknown, min = 0): value is number =>
  isNumber(value, READ_LIMITS.count) && Number.isInteger(value) && value >= min;
/** A length stated exactly when its count is above zero. */
const lengthWith = (count: number, value: unknown) =>
  count === 0 ? value === null : isNumber(value, READ_LIMITS.lengthMm);

/** A read the database would accept: exactly one of the shapes above, every figure within bounds. */
export function isStorableRead(value: unknown): value is StoredRead {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const read = value as Record<string, unknown>;
  const keys = Object.keys(read).sort().join(',');
  if (read.outcome === 'open' || read.outcome === 'too-detailed')
    return keys === 'outcome,triangles' && isCount(read.triangles);
  if (read.outcome !== 'read' || keys !== READ_KEYS.join(',')) return false;
  return (
    isCount(read.triangles) &&
    isNumber(read.sampleSpacingMm, READ_LIMITS.lengthMm) &&
    typeof read.needsMultiAxis === 'boolean' &&
    isNumber(read.unreachedShare, 1) &&
    isCount(read.thinWalls) &&
    lengthWith(read.thinWalls, read.thinWallMinMm) &&
    isCount(read.deepPockets) &&
    lengthWith(read.deepPockets, read.deepestPocketMm) &&
    lengthWith(read.deepPockets, read.narrowestPocketMm) &&
    isCount(read.bodies, 1) &&
    isNumber(read.removedShare, 1)
  );
}

const percent = (share: number) => (share > 0 && share < 0.01 ? 'under 1%' : `${Math.round(share * 100)}%`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why a multi-axis filter applies, in the words the desk shows beside it. */
export const MULTI_AXIS_REASON = 'the model has faces no 3-axis approach reaches';

/** The faces a line's "show me" draws on the preview (the read's highlights, by name). */
export type ReadFlag = 'unreached' | 'thinWalls' | 'deepPockets';

/**
 * The read in plain lines, one wording wherever it shows: under the preview on the RFQ forms and
 * a supplier's brief page (where each flag has its "show me", so no line speaks of submitting),
 * and for the team and suppliers (the desk, the alert, the CSV, the brief email). Flags first,
 * then the stock and how finely the model was read. A model that was not read says why and
 * nothing else.
 */
export function readAdvice(read: StoredRead): { text: string; flag?: ReadFlag }[] {
  if (read.outcome !== 'read')
    return [
      {
        text:
          read.outcome === 'open'
            ? 'Machining read: none, the model is not a closed solid'
            : `Machining read: none, ${read.triangles.toLocaleString('en-GB')} triangles is too many to read`,
      },
    ];
  const flags: { text: string; flag: ReadFlag }[] = [];
  if (read.needsMultiAxis)
    flags.push({
      text: `Needs 4/5-axis or EDM: ${MULTI_AXIS_REASON} (${percent(read.unreachedShare)} of the surface)`,
      flag: 'unreached',
    });
  if (read.thinWalls > 0)
    flags.push({
      text: `${plural(read.thinWalls, 'thin wall')} under ${THIN_WALL_MM} mm (min ${(read.thinWallMinMm ?? 0).toFixed(2)} mm)`,
      flag: 'thinWalls',
    });
  if (read.deepPockets > 0)
    flags.push({
      text: `${plural(read.deepPockets, 'deep pocket')} (deepest ${(read.deepestPocketMm ?? 0).toFixed(0)} mm, narrowest ${(read.narrowestPocketMm ?? 0).toFixed(1)} mm across)`,
      flag: 'deepPockets',
    });
  return [
    ...(flags.length > 0 ? flags : [{ text: 'No thin walls, deep pockets or faces out of 3-axis reach' }]),
    {
      text: `Stock cut away: about ${percent(read.removedShare)}${read.bodies > 1 ? ` (${read.bodies} parts, each from its own block)` : ''}`,
    },
    {
      text: `Read from the model’s triangles, about ${read.sampleSpacingMm.toFixed(1)} mm apart: radii, threads and tolerances need the drawing`,
    },
  ];
}

/** The read's lines as text alone (the desk, the alert, the CSV, the brief email). */
export const readLines = (read: StoredRead): string[] => readAdvice(read).map(({ text }) => text);
