import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { measurementLines, type Measurements } from '@/shared/cad/measure';
import type { ParsedPart } from '@/lib/cad/parse';
import { parseInWorker } from '@/lib/cad/parse-in-worker';
import type { MeshRead, MeshReadHighlights } from '@/lib/cad/read/mesh-read';
import { storedRead } from '@/lib/cad/read/stored-read';
import type { StoredRead } from '@/shared/cad/machining-read';
import type { PartViewer } from '@/lib/cad/view/part-viewer';
import { cadCopy as copy } from './cad-copy';
import { loadViewer } from './load-viewer';
import { ReadView } from './read-view';

type CadPreviewProps = {
  file: File;
  /** Called once the file is measured. */
  onMeasured?: (measurements: Measurements) => void;
  /** Called once the model is read for machining (also when it could not be: open or too detailed). */
  onRead?: (read: StoredRead) => void;
};

type State = { status: 'parsing' } | { status: 'failed' } | { status: 'ready'; part: ParsedPart; drawable: boolean };

/** WebGL 2, which three.js draws with; a browser may have it turned off. */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

const STEP = Math.PI / 12;
const ZOOM = 1.2;

/**
 * A CAD file's 3D view and measurements. The file is parsed in a worker (ended when the file is
 * removed, or after the time limit); the view turns by drag or arrow keys and zooms by wheel or
 * +/-, and its text alternative holds the measurements. Loaded on demand, with three.js, the
 * first time a visitor chooses a model (./cad-preview-slot.tsx).
 */
export default function CadPreview({ file, onMeasured, onRead }: CadPreviewProps) {
  // The state of the file it was made for: a new file starts as parsing.
  const [result, setResult] = useState<{ file: File; state: State }>({ file, state: { status: 'parsing' } });
  const state: State = result.file === file ? result.state : { status: 'parsing' };
  // The machining read follows the part (undefined until it comes).
  const [readOf, setReadOf] = useState<{ file: File; read: MeshRead | null } | null>(null);
  const read = readOf?.file === file ? readOf.read : undefined;
  const measured = useEffectEvent((measurements: Measurements) => onMeasured?.(measurements));
  const readDone = useEffectEvent((meshRead: MeshRead) => onRead?.(storedRead(meshRead.summary)));

  useEffect(() => {
    let current = true;
    const job = parseInWorker(file);
    void job.result.then((part) => {
      if (!current) return;
      setResult({ file, state: part ? { status: 'ready', part, drawable: canDraw() } : { status: 'failed' } });
      if (part) measured(part.measurements);
    });
    void job.read.then((meshRead) => {
      if (!current) return;
      setReadOf({ file, read: meshRead });
      if (meshRead) readDone(meshRead);
    });
    return () => {
      current = false;
      job.cancel();
    };
  }, [file]);

  if (state.status === 'parsing') {
    return (
      <p role="status" className="text-sm text-slate-600">
        {copy.loading}
      </p>
    );
  }
  if (state.status === 'failed') return <CadPreviewUnavailable />;
  return <PartView name={file.name} part={state.part} drawable={state.drawable} read={read} />;
}

export function CadPreviewUnavailable() {
  return (
    <p role="status" className="text-sm text-slate-600">
      {copy.unavailable}
    </p>
  );
}

type PartViewProps = { name: string; part: ParsedPart; drawable: boolean; read: MeshRead | null | undefined };

function PartView({ name, part, drawable, read }: PartViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewerRef = useRef<PartViewer | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const helpId = useId();
  const lines = measurementLines(part.measurements);
  // The viewer's code could not load (the visitor went offline): the measurements stand alone.
  const [viewerMissing, setViewerMissing] = useState(false);
  const [shown, setShown] = useState<keyof MeshReadHighlights | null>(null);
  const show = (which: keyof MeshReadHighlights | null) => {
    setShown(which);
    viewerRef.current?.highlight(which && read?.highlights ? read.highlights[which] : null);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let current = true;
    let stop: () => void = () => undefined;
    loadViewer().then(
      ({ viewPart }) => {
        if (!current) return;
        let viewer: PartViewer;
        try {
          viewer = viewPart(canvas, part.meshes, {
            onFrame: () => {
              if (canvas.dataset.rendered) return;
              canvas.dataset.rendered = 'true';
              performance.mark('cad-first-frame', { detail: name });
            },
            onFailed: () => {
              if (current) setViewerMissing(true);
            },
          });
        } catch {
          // WebGL refused after all (out of contexts): the canvas stays blank, the measurements stand.
          return;
        }
        viewerRef.current = viewer;
        // Not React's onWheel: its listener is passive, and the page would scroll as the part zooms.
        const onWheel = (event: WheelEvent) => {
          event.preventDefault();
          viewer.zoom(event.deltaY > 0 ? ZOOM : 1 / ZOOM);
        };
        canvas.addEventListener('wheel', onWheel, { passive: false });
        const resize = new ResizeObserver(() => viewer.resize());
        resize.observe(canvas);
        stop = () => {
          resize.disconnect();
          canvas.removeEventListener('wheel', onWheel);
          viewerRef.current = null;
          viewer.dispose();
        };
      },
      () => {
        if (current) setViewerMissing(true);
      },
    );
    return () => {
      current = false;
      stop();
    };
  }, [part, name]);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => viewer.rotate(-STEP, 0),
      ArrowRight: () => viewer.rotate(STEP, 0),
      ArrowUp: () => viewer.rotate(0, STEP),
      ArrowDown: () => viewer.rotate(0, -STEP),
      '+': () => viewer.zoom(1 / ZOOM),
      '=': () => viewer.zoom(1 / ZOOM),
      '-': () => viewer.zoom(ZOOM),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    if (!from) return;
    viewerRef.current?.rotate((from.x - event.clientX) * 0.01, (event.clientY - from.y) * 0.01);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-start">
      {viewerMissing ? (
        <p className="text-sm text-slate-600">{copy.viewerMissing}</p>
      ) : drawable ? (
        <div className="grid gap-2">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={copy.label(name, lines)}
            aria-describedby={helpId}
            tabIndex={0}
            className="focus-visible:outline-brand-600 aspect-[4/3] w-full cursor-grab touch-none rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
          <p id={helpId} className="text-xs text-slate-600">
            {copy.help}
          </p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => viewerRef.current?.fit()}>
            {copy.fit}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{copy.noWebGl}</p>
      )}
      <ul aria-label={copy.measurementsLabel(name)} className="grid gap-1 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ReadView name={name} read={read} shown={shown} canShow={drawable && !viewerMissing} onShow={show} />
    </div>
  );
}
