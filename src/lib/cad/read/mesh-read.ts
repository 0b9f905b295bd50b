import { triangleCount, type TriangleMesh } from '../../../shared/cad/measure.ts';
import { READ_TRIANGLE_LIMIT } from './limit.ts';
import {
  POCKET_DEPTH_PER_WIDTH as DEPTH_PER_WIDTH,
  POCKET_MAX_DEPTH_MM as MAX_DEPTH_MM,
  THIN_WALL_MM,
} from '../../../shared/cad/machining-read.ts';
import { deepPocketsOf } from './pockets.ts';
import { reachOf } from './reach.ts';
import { solidMesh } from './solid-mesh.ts';
import { thinWallsOf } from './thin-walls.ts';
import { trianglesOf, type AxisName, type Triangles } from './triangles.ts';

/**
 * A manufacturability read of a part's triangles, as a machinist's first look: can a 3-axis tool
 * reach every face, are there walls too thin to hold, pockets too deep for a standard cutter, and
 * how much of the stock is cut away. Lengths in mm, shares 0–1, volumes in cm³.
 *
 * What a mesh can say: each triangle is judged at its centre, whole, so a feature finer than the
 * triangles around it (`sampleSpacingMm`) can be missed. Internal radii, threads and tolerances
 * are not in a mesh at all: they need the drawing. A mesh that is not closed has no inside, so
 * the read then claims nothing but that.
 */
export type MeshReadSummary =
  /** Not closed: no inside, so nothing is claimed. */
  | { outcome: 'open'; triangles: number }
  /** More triangles than the read takes in a browser (READ_TRIANGLE_LIMIT). */
  | { outcome: 'too-detailed'; triangles: number }
  | {
      outcome: 'read';
      triangles: number;
      /** The typical size of a triangle, mm: what the read can resolve. */
      sampleSpacingMm: number;
      reach: { byDirection: Record<AxisName, number>; unreachedShare: number; needsMultiAxis: boolean };
      thinWalls: { count: number; minMm: number | null; limitMm: number };
      deepPockets: {
        count: number;
        deepestMm: number | null;
        narrowestMm: number | null;
        depthPerWidth: number;
        maxDepthMm: number;
      };
      /**
       * Each body cut from its own bounding box (an assembly's parts are made one by one): the
       * boxes' volume, the bodies' volume, and the share of the boxes cut away.
       */
      stock: { bodies: number; stockCm3: number; partCm3: number; removedShare: number };
    };

/** The flagged triangles, xyz × 3 each, for the preview to draw over the part. */
export type MeshReadHighlights = { unreached: Float32Array; thinWalls: Float32Array; deepPockets: Float32Array };

export type MeshRead = { summary: MeshReadSummary; highlights: MeshReadHighlights | null };

const MM3_PER_CM3 = 1000;

export function readMesh(meshes: readonly TriangleMesh[]): MeshRead {
  const total = triangleCount(meshes);
  if (total > READ_TRIANGLE_LIMIT) return { summary: { outcome: 'too-detailed', triangles: total }, highlights: null };
  const solid = solidMesh(meshes);
  const count = solid.index.length / 3;
  if (!solid.closed) return { summary: { outcome: 'open', triangles: count }, highlights: null };
  const triangles = trianglesOf(solid);
  const reach = reachOf(triangles);
  const thin = thinWallsOf(triangles);
  const pockets = deepPocketsOf(triangles);
  const stockMm3 = triangles.stocks.reduce(
    (sum, { min, max }) => sum + (max[0] - min[0]) * (max[1] - min[1]) * (max[2] - min[2]),
    0,
  );
  const surface = triangles.area.reduce((sum, area) => sum + area, 0);
  const sampleSpacingMm = surface > 0 ? Math.sqrt((2 * surface) / count) : 0;
  return {
    summary: {
      outcome: 'read',
      triangles: count,
      sampleSpacingMm,
      reach: {
        byDirection: reach.byDirection,
        unreachedShare: reach.unreachedShare,
        needsMultiAxis: reach.unreached.length > 0,
      },
      thinWalls: { count: thin.walls.length, minMm: thin.minMm, limitMm: THIN_WALL_MM },
      deepPockets: {
        count: pockets.length,
        deepestMm: pockets.length > 0 ? Math.max(...pockets.map((p) => p.depthMm)) : null,
        narrowestMm: pockets.length > 0 ? Math.min(...pockets.map((p) => p.widthMm)) : null,
        depthPerWidth: DEPTH_PER_WIDTH,
        maxDepthMm: MAX_DEPTH_MM,
      },
      stock: {
        bodies: triangles.bodies,
        stockCm3: stockMm3 / MM3_PER_CM3,
        partCm3: solid.volumeMm3 / MM3_PER_CM3,
        removedShare: stockMm3 > 0 ? Math.max(0, 1 - solid.volumeMm3 / stockMm3) : 0,
      },
    },
    highlights: {
      unreached: drawn(triangles, reach.unreached),
      thinWalls: drawn(
        triangles,
        thin.walls.flatMap((wall) => wall.triangles),
      ),
      deepPockets: drawn(
        triangles,
        pockets.flatMap((pocket) => pocket.triangles),
      ),
    },
  };
}

const drawn = (triangles: Triangles, list: readonly number[]) =>
  new Float32Array(list.flatMap((t) => triangles.corners(t)));
