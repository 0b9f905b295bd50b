/**
 * The 3D preview, drawn off the page's thread on a canvas the page handed over. Under software
 * WebGL (a machine with no GPU) the first frame of a large part waits hundreds of milliseconds for
 * the shaders, the upload and the frame's readback: here that wait holds this worker, and the
 * page's taps, scrolling and typing go on (docs/decisions/0043-cad-preview-drawn-in-a-worker.md).
 */
import { createViewer, type Viewer } from './viewer.ts';
import type { ViewerReply, ViewerRequest } from './viewer-messages.ts';

let viewer: Viewer | undefined;

/**
 * Draws a triangle, plain and highlighted, on a canvas of its own and throws it away: the browser
 * keeps the compiled shaders for the part's canvas, whose first frame then only draws.
 */
function warmUp(): void {
  const triangle = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  try {
    const scratch = createViewer(
      new OffscreenCanvas(8, 8),
      [{ position: triangle, index: null }],
      { width: 8, height: 8, pixelRatio: 1 },
      () => queueMicrotask(() => scratch.dispose()),
    );
    scratch.highlight(triangle);
  } catch {
    // No WebGL here: the part's own view says so.
  }
}

const reply = (message: ViewerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ViewerRequest>) => {
  const request = event.data;
  if (request.type === 'warm') {
    warmUp();
    return;
  }
  if (request.type === 'show') {
    try {
      viewer = createViewer(request.canvas, request.meshes, request.size, () => reply({ type: 'frame' }));
    } catch {
      // WebGL refused the canvas (out of contexts, or turned off for workers).
      reply({ type: 'failed' });
    }
    return;
  }
  if (!viewer) return;
  if (request.type === 'rotate') viewer.rotate(request.across, request.up);
  else if (request.type === 'zoom') viewer.zoom(request.factor);
  else if (request.type === 'fit') viewer.fit();
  else if (request.type === 'resize') viewer.resize(request.size);
  else viewer.highlight(request.triangles);
};
