import type { Viewer, ViewSize } from './viewer.ts';

/**
 * The preview's handle on a part drawn on one of the page's canvases, wherever it is drawn: in a
 * worker of its own (./in-worker.ts), or on the page when the browser cannot hand a canvas to a
 * worker (./on-page.ts). Its `resize` measures the canvas itself.
 */
export type PartViewer = Omit<Viewer, 'resize'> & { resize: () => void };

export type ViewEvents = {
  /** A frame was drawn. */
  onFrame: () => void;
  /** The view cannot be drawn after all: its code did not load, or WebGL was refused. */
  onFailed: () => void;
};

/** The canvas's size on screen now. */
export const sizeOf = (canvas: HTMLCanvasElement): ViewSize => ({
  width: canvas.clientWidth,
  height: canvas.clientHeight,
  pixelRatio: globalThis.devicePixelRatio || 1,
});

let inWorker: boolean | undefined;

/**
 * Whether this browser can hand a canvas to a worker and draw WebGL 2 there (Chromium, Firefox,
 * Safari 17): asked once per page.
 */
export function canDrawInWorker(): boolean {
  if (inWorker === undefined) {
    try {
      inWorker =
        typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
        new OffscreenCanvas(1, 1).getContext('webgl2') !== null;
    } catch {
      inWorker = false;
    }
  }
  return inWorker;
}
