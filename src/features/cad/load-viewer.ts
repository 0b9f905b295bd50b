import { canDrawInWorker } from '@/lib/cad/view/part-viewer';

/**
 * The 3D viewer's code, loaded apart from the preview: the preview then loads and asks the worker
 * to parse the chosen file at once, and the viewer's code arrives while the file is parsed.
 * Opening the file picker starts loading it (./warm-cad-preview.ts). A browser that can hand a
 * canvas to a worker draws the part there, and three.js loads in that worker, never on the page;
 * another draws it on the page.
 */
export const loadViewer = () =>
  canDrawInWorker() ? import('@/lib/cad/view/in-worker') : import('@/lib/cad/view/on-page');
