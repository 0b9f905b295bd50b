import type { PartMesh } from '../parse.ts';
import { sizeOf, type PartViewer, type ViewEvents } from './part-viewer.ts';
import { createViewer } from './viewer.ts';

/**
 * The part drawn on the page's own thread: for a browser that cannot hand a canvas to a worker.
 * Its first frame holds the page while WebGL compiles and uploads the part.
 */
export function viewPart(canvas: HTMLCanvasElement, meshes: readonly PartMesh[], events: ViewEvents): PartViewer {
  const viewer = createViewer(canvas, meshes, sizeOf(canvas), events.onFrame);
  return { ...viewer, resize: () => viewer.resize(sizeOf(canvas)) };
}

/** On the page there is no worker to start: loading this module, with three.js, was the warm-up. */
export function warmViewer(): void {}
