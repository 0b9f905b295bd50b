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
} as const;
