import type { ParsedPart } from './parse.ts';
import type { CadReply, CadRequest } from './worker-messages.ts';

/** How long a file may take before its preview is given up (the file still uploads). */
export const PARSE_TIME_LIMIT_MS = 20_000;

export type ParseJob = {
  /** The part, or null when the file cannot be read, took too long, or the job was cancelled. */
  result: Promise<ParsedPart | null>;
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
  const result = new Promise<ParsedPart | null>((resolve) => (settle = resolve));
  let worker: Worker | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (part: ParsedPart | null) => {
    clearTimeout(timer);
    worker?.terminate();
    worker = undefined;
    settle(part);
  };
  try {
    worker = warm ?? startWorker();
    warm = undefined;
    worker.onmessage = (event: MessageEvent<CadReply>) => {
      const reply = event.data;
      finish(reply.ok ? { meshes: reply.meshes, measurements: reply.measurements } : null);
    };
    worker.onerror = () => finish(null);
    worker.postMessage({ file } satisfies CadRequest);
    timer = setTimeout(() => finish(null), timeLimitMs);
  } catch {
    finish(null);
  }
  return { result, cancel: () => finish(null) };
}
