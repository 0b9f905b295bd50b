import { lazy, Suspense } from 'react';
import type { Measurements } from '@/shared/cad/measure';
import { cadKind } from '@/lib/cad/kind';
import { rememberMeasurements, rememberRead } from '@/lib/cad/measured-files';
import type CadPreviewComponent from './cad-preview';
import { cadCopy } from './cad-copy';

type PreviewModule = { default: typeof CadPreviewComponent };
let loaded: PreviewModule | undefined;

/** Loads the preview's code; opening the file picker starts it (./warm-cad-preview.ts). */
export const loadCadPreview = (): Promise<PreviewModule> => import('./cad-preview').then((module) => (loaded = module));

/**
 * Where a chosen file's 3D preview goes. Nothing of the viewer, the parser or OpenCascade is
 * fetched until a visitor opens the file picker or chooses a STEP, IGES or STL file; the
 * preview's code failing to load (offline) says the preview is not available, and the file still
 * uploads. Once its code is loaded, the preview renders with the file's row, so the file's parse
 * starts at once: a suspended render would keep the loading line up for React's 300 ms before it
 * showed the preview.
 */
const CadPreview = lazy(() =>
  loaded
    ? // A thenable that answers before returning, so `lazy` takes it at once (its types ask for a
      // whole Promise; it only calls `then`).
      ({ then: (resolve: (value?: PreviewModule) => void) => resolve(loaded) } as unknown as Promise<PreviewModule>)
    : loadCadPreview().catch(() => ({
        default: () => (
          <p role="status" className="text-sm text-slate-600">
            {cadCopy.unavailable}
          </p>
        ),
      })),
);

type CadPreviewSlotProps = {
  file: File;
  /** Forms keep the measurements and the read for the file's attachment entry; the admin panel does not. */
  remember?: boolean;
  onMeasured?: (measurements: Measurements) => void;
};

export function CadPreviewSlot({ file, remember = true, onMeasured }: CadPreviewSlotProps) {
  if (!cadKind(file.name)) return null;
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600">
          {cadCopy.loading}
        </p>
      }
    >
      <CadPreview
        file={file}
        onMeasured={(measurements) => {
          if (remember) rememberMeasurements(file, measurements);
          onMeasured?.(measurements);
        }}
        onRead={(read) => {
          if (remember) rememberRead(file, read);
        }}
      />
    </Suspense>
  );
}
