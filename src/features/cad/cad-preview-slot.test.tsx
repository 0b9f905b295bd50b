import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { CadPreviewSlot, loadCadPreview } from './cad-preview-slot';

const parses = vi.fn();
vi.mock('@/lib/cad/parse-in-worker', () => ({
  parseInWorker: (file: File) => {
    parses(file.name);
    return { result: new Promise(() => undefined), read: new Promise(() => undefined), cancel: () => undefined };
  },
}));
vi.mock('./load-viewer', () => ({ loadViewer: () => new Promise(() => undefined) }));

it('asks for the parse in the render that shows the file, once the picker has loaded the preview', async () => {
  // Opening the picker loads the preview's code (warm-cad-preview.ts).
  await loadCadPreview();
  // One synchronous render, nothing awaited: no Suspense fallback waits for the import to settle.
  act(() => {
    render(<CadPreviewSlot file={new File(['solid'], 'bracket.step')} />);
  });
  expect(parses).toHaveBeenCalledWith('bracket.step');
  expect(screen.getByRole('status')).toHaveTextContent('Reading the model…');
});

it('shows nothing for a file that is not a model', () => {
  render(<CadPreviewSlot file={new File(['%PDF'], 'drawing.pdf')} />);
  expect(parses).not.toHaveBeenCalledWith('drawing.pdf');
  expect(screen.queryByRole('status')).toBeNull();
});
