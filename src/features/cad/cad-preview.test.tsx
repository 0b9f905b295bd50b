import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParsedPart } from '@/lib/cad/parse';
import { readMesh, type MeshRead } from '@/lib/cad/read/mesh-read';
import { plateWithWall, tSlotBlock } from '@/lib/cad/read/test-parts';
import CadPreview from './cad-preview';

type Job = {
  resolve: (part: ParsedPart | null) => void;
  resolveRead: (read: MeshRead | null) => void;
  cancel: ReturnType<typeof vi.fn>;
};
const jobs: Job[] = [];
const viewer = { rotate: vi.fn(), zoom: vi.fn(), fit: vi.fn(), resize: vi.fn(), highlight: vi.fn(), dispose: vi.fn() };

// The worker is the browser's, which jsdom lacks: each job's part and read are settled by the test.
vi.mock('@/lib/cad/parse-in-worker', () => ({
  parseInWorker: () => {
    let resolve: Job['resolve'] = () => undefined;
    let resolveRead: Job['resolveRead'] = () => undefined;
    const result = new Promise<ParsedPart | null>((r) => (resolve = r));
    const read = new Promise<MeshRead | null>((r) => (resolveRead = r));
    const job = { resolve, resolveRead, cancel: vi.fn(() => resolve(null)) };
    jobs.push(job);
    return { result, read, cancel: job.cancel };
  },
}));
const loadViewer = vi.fn();
vi.mock('./load-viewer', () => ({ loadViewer: () => loadViewer() }));
const viewerLoads = () => loadViewer.mockResolvedValue({ viewPart: () => viewer });

const cube: ParsedPart = {
  meshes: [{ position: new Float32Array(9), index: null }],
  measurements: { sizeMm: [10, 10, 10], volumeCm3: 1, areaCm2: 6 },
};
const file = new File(['solid'], 'cube.stl');

beforeEach(() => {
  jobs.length = 0;
  vi.clearAllMocks();
  viewerLoads();
  // jsdom draws nothing: say WebGL 2 is there, and observe no resizes.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('CadPreview', () => {
  it('shows the measurements and a canvas whose label holds them, turned and zoomed by keyboard', async () => {
    const onMeasured = vi.fn();
    render(<CadPreview file={file} onMeasured={onMeasured} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the model…');
    await act(async () => jobs[0]?.resolve(cube));
    const lines = ['Size: 10.0 × 10.0 × 10.0 mm', 'Volume: 1.00 cm³', 'Surface area: 6.00 cm²'];
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
    const canvas = screen.getByRole('img', { name: `3D preview of cube.stl. ${lines.join('. ')}.` });
    expect(canvas).toHaveAttribute('tabindex', '0');
    expect(onMeasured).toHaveBeenCalledWith(cube.measurements);
    // The viewer's code arrives after the measurements.
    await act(async () => undefined);
    act(() => {
      canvas.focus();
    });
    fireEvent.keyDown(canvas, { key: 'ArrowLeft' });
    fireEvent.keyDown(canvas, { key: '+' });
    fireEvent.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(viewer.rotate).toHaveBeenCalled();
    expect(viewer.zoom).toHaveBeenCalled();
    expect(viewer.fit).toHaveBeenCalled();
  });

  it('says exactly that no preview is available for a file it cannot read', async () => {
    render(<CadPreview file={file} />);
    await act(async () => jobs[0]?.resolve(null));
    expect(screen.getByRole('status')).toHaveTextContent(/^Preview not available for this file$/);
  });

  it('stops the parser when the file is removed, and frees the view once drawn', async () => {
    const first = render(<CadPreview file={file} />);
    first.unmount();
    expect(jobs[0]?.cancel).toHaveBeenCalled();
    const second = render(<CadPreview file={file} />);
    await act(async () => jobs[1]?.resolve(cube));
    await act(async () => undefined);
    second.unmount();
    expect(viewer.dispose).toHaveBeenCalled();
  });

  it('keeps the measurements and says so when the viewer cannot load (offline)', async () => {
    loadViewer.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<CadPreview file={file} />);
    await act(async () => jobs[0]?.resolve(cube));
    await act(async () => undefined);
    expect(screen.getByText('The 3D view could not load; the measurements are below.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Volume: 1.00 cm³');
  });

  it('reads the model for machining after its measurements, and "show me" highlights the thin wall', async () => {
    render(<CadPreview file={file} />);
    await act(async () => jobs[0]?.resolve(cube));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the model for machining…');
    const read = readMesh([plateWithWall(0.3)]);
    await act(async () => jobs[0]?.resolveRead(read));
    const advisories = screen.getByRole('list', { name: 'Machining read of cube.stl' });
    expect(advisories).toHaveTextContent('1 thin wall under 0.5 mm (min 0.30 mm)');
    expect(advisories).not.toHaveTextContent('4/5-axis');
    const showMe = screen.getByRole('button', { name: 'Show me the thin walls' });
    expect(showMe).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(showMe);
    expect(showMe).toHaveAttribute('aria-pressed', 'true');
    expect(viewer.highlight).toHaveBeenLastCalledWith(read.highlights?.thinWalls);
    fireEvent.click(showMe);
    expect(viewer.highlight).toHaveBeenLastCalledWith(null);
  });

  it('says a model needs 4/5-axis work when faces are out of reach, and claims nothing of an open mesh', async () => {
    const onRead = vi.fn();
    render(<CadPreview file={file} onRead={onRead} />);
    await act(async () => jobs[0]?.resolve(cube));
    expect(onRead).not.toHaveBeenCalled();
    await act(async () => jobs[0]?.resolveRead(readMesh([tSlotBlock()])));
    // What the form stores with the file: the same read, in its stored shape.
    expect(onRead).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'read', needsMultiAxis: true, thinWalls: 0 }),
    );
    expect(screen.getByRole('list', { name: 'Machining read of cube.stl' })).toHaveTextContent(
      /Needs 4\/5-axis or EDM: the model has faces no 3-axis approach reaches \(\d+% of the surface\)/,
    );
    expect(screen.getByRole('button', { name: 'Show me the faces out of reach' })).toBeVisible();

    render(<CadPreview file={new File(['solid'], 'open.stl')} />);
    await act(async () => jobs[1]?.resolve(cube));
    const open = { position: Float32Array.from(plateWithWall(1).position).slice(9), index: null };
    await act(async () => jobs[1]?.resolveRead(readMesh([open])));
    expect(screen.getByRole('list', { name: 'Machining read of open.stl' })).toHaveTextContent(
      /^Machining read: none, the model is not a closed solid$/,
    );
  });
});
