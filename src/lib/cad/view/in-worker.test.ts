// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartMesh } from '../parse';
import type { ViewerRequest } from './viewer-messages';
import { viewPart } from './in-worker';

/** jsdom has no workers and cannot hand a canvas over: both are the browser's, stood in for here. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: ViewerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: ViewerRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
}

const meshes: PartMesh[] = [{ position: new Float32Array(9), index: null }];
const events = () => ({ onFrame: vi.fn(), onFailed: vi.fn() });

beforeEach(() => {
  FakeWorker.started = [];
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
  const handedOver = new WeakSet<HTMLCanvasElement>();
  HTMLCanvasElement.prototype.transferControlToOffscreen = function (this: HTMLCanvasElement) {
    if (handedOver.has(this))
      throw new DOMException('Cannot transfer control from a canvas twice', 'InvalidStateError');
    handedOver.add(this);
    return {} as OffscreenCanvas;
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('viewPart in a worker', () => {
  it('hands the canvas and the part over once, and posts each turn, zoom and highlight to the worker', () => {
    const canvas = document.createElement('canvas');
    const viewer = viewPart(canvas, meshes, events());
    const [worker] = FakeWorker.started;
    viewer.rotate(0.1, 0);
    viewer.zoom(1.2);
    viewer.highlight(null);
    expect(worker?.sent.map((request) => request.type)).toEqual(['show', 'rotate', 'zoom', 'highlight']);
    expect(worker?.sent[0]).toMatchObject({ type: 'show', meshes });
  });

  it('tells the preview of each frame and of a worker that could not draw', () => {
    const canvas = document.createElement('canvas');
    const seen = events();
    viewPart(canvas, meshes, seen);
    const [worker] = FakeWorker.started;
    worker?.onmessage?.(new MessageEvent('message', { data: { type: 'frame' } }));
    expect(seen.onFrame).toHaveBeenCalledTimes(1);
    worker?.onmessage?.(new MessageEvent('message', { data: { type: 'failed' } }));
    expect(seen.onFailed).toHaveBeenCalledTimes(1);
  });

  it('survives a remount of the same part in one commit, and ends its worker once the view stays ended', () => {
    const canvas = document.createElement('canvas');
    const first = viewPart(canvas, meshes, events());
    first.dispose();
    // Development mode's remount, before the next task: the same view, the same worker.
    const again = viewPart(canvas, meshes, events());
    expect(again).toBe(first);
    vi.runAllTimers();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.terminated).toBe(false);

    again.dispose();
    vi.runAllTimers();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    // The canvas went with its worker: it cannot show a part again.
    expect(() => viewPart(canvas, meshes, events())).toThrow();
  });

  it('will not show another part on a canvas already handed over', () => {
    const canvas = document.createElement('canvas');
    viewPart(canvas, meshes, events()).dispose();
    expect(() => viewPart(canvas, [{ position: new Float32Array(9), index: null }], events())).toThrow();
  });
});
