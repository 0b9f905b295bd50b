import type { PartMesh } from '../parse.ts';
import type { ViewSize } from './viewer.ts';

/**
 * What the page tells the viewer worker: to warm up (before there is a part), then the canvas
 * (handed over) and the part, then each turn, zoom, fit, resize and highlight. Ending the view ends
 * the worker, and its WebGL context with it.
 */
export type ViewerRequest =
  | { type: 'warm' }
  | { type: 'show'; canvas: OffscreenCanvas; meshes: PartMesh[]; size: ViewSize }
  | { type: 'rotate'; across: number; up: number }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' }
  | { type: 'resize'; size: ViewSize }
  | { type: 'highlight'; triangles: Float32Array | null };

/** The worker's answers: a frame was drawn, or WebGL refused the canvas. */
export type ViewerReply = { type: 'frame' } | { type: 'failed' };
