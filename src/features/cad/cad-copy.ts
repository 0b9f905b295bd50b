/** The words of the CAD preview, in the forms and the admin panel. */
export const cadCopy = {
  loading: 'Reading the model…',
  unavailable: 'Preview not available for this file',
  noWebGl: 'This browser cannot draw the 3D view; the measurements are below.',
  viewerMissing: 'The 3D view could not load; the measurements are below.',
  label: (name: string, lines: readonly string[]) => `3D preview of ${name}. ${lines.join('. ')}.`,
  help: 'Drag or use the arrow keys to turn the part; the wheel or the + and − keys zoom.',
  fit: 'Fit to view',
  measurementsLabel: (name: string) => `Measurements of ${name}`,
  show: 'Show 3D preview',
  showLabel: (name: string) => `Show a 3D preview of ${name}`,
  preparing: 'Fetching…',
  /**
   * The manufacturability read under the measurements (src/lib/cad/read, ADR 0041): on the RFQ
   * forms, and on a supplier's brief page, so no line speaks of submitting.
   */
  read: {
    label: (name: string) => `Machining read of ${name}`,
    reading: 'Reading the model for machining…',
    open: 'The model is not a closed solid, so it was not read for machining.',
    tooDetailed: (triangles: number) =>
      `The model has ${triangles.toLocaleString('en-GB')} triangles, too many to read for machining in the browser.`,
    multiAxis: (percent: string) =>
      `Some faces need 4/5-axis or EDM: no straight approach along an axis reaches ${percent} of the surface`,
    thinWalls: (count: number, minMm: string) => `${count} thin wall${count === 1 ? '' : 's'} (min ${minMm} mm)`,
    deepPockets: (count: number, depthMm: string, widthMm: string) =>
      `${count} deep pocket${count === 1 ? '' : 's'} (deepest ${depthMm} mm, narrowest ${widthMm} mm across)`,
    none: 'No thin walls, deep pockets or faces out of a 3-axis machine’s reach',
    stock: (percent: string, bodies: number) =>
      `About ${percent} of the stock is cut away${bodies > 1 ? ` (${bodies} parts, each from its own block)` : ''}`,
    limits: (spacingMm: string) =>
      `Read from the model’s triangles, about ${spacingMm} mm apart: radii, threads and tolerances need the drawing.`,
    show: 'Show me',
    showLabel: (what: string) => `Show me ${what}`,
    what: { unreached: 'the faces out of reach', thinWalls: 'the thin walls', deepPockets: 'the deep pockets' },
  },
} as const;
