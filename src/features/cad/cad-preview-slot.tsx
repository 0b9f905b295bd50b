import { lazy, Suspense } from 'react';
import type { Measurements } from '@/lib/cad/measure';
import { cadKind } from '@/lib/cad/kind';
import { rememberMeasurements } from '@/lib/cad/measured-files';
import { cadCopy } from './cad-copy';

/**
 * Where a chosen file's 3D preview goes. Nothing of the viewer, the parser or OpenCascade is
 * fetched until a visitor chooses a STEP, IGES or STL file; the preview's code failing to load
 * (offline) says the preview is not available, and the file still uploads.
 */
const CadPreview = lazy(() =>
  import('./cad-preview').catch(() => ({
    default: () => (
      <p role="status" className="text-sm text-slate-600">
        {cadCopy.unavailable}
      </p>
    ),
  })),
);

type CadPreviewSlotProps = {
  file: File;
  /** Forms keep the measurements for the file's attachment entry; the admin panel does not. */
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
      />
    </Suspense>
  );
}
