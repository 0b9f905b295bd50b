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

/** Parses one file in a worker of its own, ended when it answers, times out or is cancelled. */
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
    worker = new Worker(new URL('./cad-worker.ts', import.meta.url), { type: 'module', name: 'cad-parser' });
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
