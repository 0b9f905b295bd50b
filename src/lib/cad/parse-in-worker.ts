import type { ParsedPart } from './parse.ts';
import type { MeshRead } from './read/mesh-read.ts';
import type { CadReply, CadRequest } from './worker-messages.ts';

/** How long a file may take before its preview is given up (the file still uploads). */
export const PARSE_TIME_LIMIT_MS = 20_000;

export type ParseJob = {
  /** The part, or null when the file cannot be read, took too long, or the job was cancelled. */
  result: Promise<ParsedPart | null>;
  /**
   * The part's manufacturability read, which follows the part; null when there is no part, or the
   * read did not come within the same time limit after it, or the job was cancelled.
   */
  read: Promise<MeshRead | null>;
  /** Stops the worker at once (the visitor removed the file, or the preview unmounted). */
  cancel: () => void;
};

/** A worker started ahead of a file (warmParser), waiting for it. */
let warm: Worker | undefined;

const startWorker = () =>
  new Worker(new URL('./cad-worker.ts', import.meta.url), { type: 'module', name: 'cad-parser' });

/**
 * Starts the parser worker for the next file and has it fetch and compile OpenCascade's
 * WebAssembly now, in the background: called as the visitor opens the file picker, so the
 * compile overlaps the time they spend choosing. Once per file: the next file's parse takes it.
 */
export function warmParser(): void {
  if (warm) return;
  try {
    warm = startWorker();
    warm.postMessage({ warm: true } satisfies CadRequest);
  } catch {
    warm = undefined;
  }
}

/**
 * Parses one file in a worker of its own (the warmed one, if the picker started one), ended when
 * it answers, times out or is cancelled.
 */
export function parseInWorker(file: File, timeLimitMs = PARSE_TIME_LIMIT_MS): ParseJob {
  let settle: (part: ParsedPart | null) => void = () => undefined;
  let settleRead: (read: MeshRead | null) => void = () => undefined;
  const result = new Promise<ParsedPart | null>((resolve) => (settle = resolve));
  const read = new Promise<MeshRead | null>((resolve) => (settleRead = resolve));
  let worker: Worker | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Ends the job: whatever has not come by now never will (a promise settles once). */
  const finish = (part: ParsedPart | null, meshRead: MeshRead | null = null) => {
    clearTimeout(timer);
    worker?.terminate();
    worker = undefined;
    settle(part);
    settleRead(meshRead);
  };
  try {
    worker = warm ?? startWorker();
    warm = undefined;
    worker.onmessage = (event: MessageEvent<CadReply>) => {
      const reply = event.data;
      if ('read' in reply) {
        finish(null, reply.read);
      } else if (reply.ok) {
        settle({ meshes: reply.meshes, measurements: reply.measurements });
        // The read gets a time limit of its own, from the part.
        clearTimeout(timer);
        timer = setTimeout(() => finish(null), timeLimitMs);
      } else {
        finish(null);
      }
    };
    worker.onerror = () => finish(null);
    worker.postMessage({ file } satisfies CadRequest);
    timer = setTimeout(() => finish(null), timeLimitMs);
  } catch {
    finish(null);
  }
  return { result, read, cancel: () => finish(null) };
}
