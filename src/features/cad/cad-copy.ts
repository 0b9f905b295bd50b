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
   * The manufacturability read under the measurements (src/lib/cad/read, ADR 0041); its lines are
   * the ones the team and suppliers read (readAdvice in src/shared/cad/machining-read.ts).
   */
  read: {
    label: (name: string) => `Machining read of ${name}`,
    reading: 'Reading the model for machining…',
    show: 'Show me',
    showLabel: (what: string) => `Show me ${what}`,
    what: { unreached: 'the faces out of reach', thinWalls: 'the thin walls', deepPockets: 'the deep pockets' },
  },
} as const;
