/** The standards band shown under the heroes of the home and OEM sourcing pages. */
export type Standard = { code: string; scope: string };

export const standardsBand = {
  title: 'Standards across our partner network',
  note: 'Every certificate and its scope checked on site before a shop joins.',
  items: [
    { code: 'ISO 9001', scope: 'Quality management' },
    { code: 'AS9100', scope: 'Aerospace and defence' },
    { code: 'ISO 13485', scope: 'Medical devices' },
    { code: 'NORSOK', scope: 'Offshore and subsea' },
  ],
} as const satisfies { title: string; note: string; items: readonly Standard[] };
