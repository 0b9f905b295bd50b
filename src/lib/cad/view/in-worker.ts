import type { PartMesh } from '../parse.ts';
import { sizeOf, type PartViewer, type ViewEvents } from './part-viewer.ts';
import type { ViewerReply, ViewerRequest } from './viewer-messages.ts';

/** A worker started ahead of a part (warmViewer), its three.js loaded, waiting for a canvas. */
let warm: Worker | undefined;

const startWorker = () =>
  new Worker(new URL('./viewer-worker.ts', import.meta.url), { type: 'module', name: 'cad-viewer' });

/**
 * Starts the viewer worker for the next part now, so three.js loads while the visitor picks a
 * file and the parser reads it. Once per part: the next view takes it.
 */
export function warmViewer(): void {
  if (warm) return;
  try {
    warm = startWorker();
    warm.postMessage({ type: 'warm' } satisfies ViewerRequest);
  } catch {
    warm = undefined;
  }
}

type Attached = {
  meshes: readonly PartMesh[];
  viewer: PartViewer;
  events: ViewEvents;
  /** The end of an ended view, due at the next task. */
  ending?: ReturnType<typeof setTimeout>;
  /** The worker is gone, and the canvas with it. */
  ended?: boolean;
};

/**
 * The views by canvas. A canvas is handed to a worker once, for good; React's development mode
 * mounts a view, ends it and mounts it again on the same canvas within one commit, so an ended
 * view lives on until the next task, and a mount of the same part in that time takes it back.
 */
const attached = new WeakMap<HTMLCanvasElement, Attached>();

/**
 * The part drawn in a worker of its own on `canvas`, handed over to it: the page's thread never
 * waits for WebGL. Throws when the canvas already showed another part (it cannot be handed over
 * twice).
 */
export function viewPart(canvas: HTMLCanvasElement, meshes: readonly PartMesh[], events: ViewEvents): PartViewer {
  const again = attached.get(canvas);
  if (again) {
    if (again.ended || again.ending === undefined || again.meshes !== meshes)
      throw new Error('The canvas was handed over already');
    clearTimeout(again.ending);
    again.ending = undefined;
    again.events = events;
    return again.viewer;
  }
  const offscreen = canvas.transferControlToOffscreen();
  const worker = warm ?? startWorker();
  warm = undefined;
  const send = (request: ViewerRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  const viewer: PartViewer = {
    rotate: (across, up) => send({ type: 'rotate', across, up }),
    zoom: (factor) => send({ type: 'zoom', factor }),
    fit: () => send({ type: 'fit' }),
    resize: () => send({ type: 'resize', size: sizeOf(canvas) }),
    // Copied, not handed over: the page keeps each highlight to show it again.
    highlight: (triangles) => send({ type: 'highlight', triangles }),
    dispose: () => {
      entry.ending = setTimeout(() => {
        worker.terminate();
        entry.ended = true;
      }, 0);
    },
  };
  const entry: Attached = { meshes, viewer, events };
  attached.set(canvas, entry);
  worker.onmessage = (event: MessageEvent<ViewerReply>) => {
    if (event.data.type === 'frame') entry.events.onFrame();
    else entry.events.onFailed();
  };
  // The worker's code did not load (the visitor went offline).
  worker.onerror = () => entry.events.onFailed();
  // The part is copied (the preview keeps its own, to draw again on a remount).
  send({ type: 'show', canvas: offscreen, meshes: [...meshes], size: sizeOf(canvas) }, [offscreen]);
  return viewer;
}
