/**
 * The 3D viewer's code (three.js), loaded apart from the preview: the preview then loads and asks
 * the worker to parse the chosen file at once, and the viewer's code arrives while the file is
 * parsed. Opening the file picker starts loading it (./warm-cad-preview.ts).
 */
export const loadViewer = () => import('@/lib/cad/viewer');
