import { describe, expect, it } from 'vitest';
import { briefContent } from '@/content/pages/brief';
import { drawingName, isBriefView, modelRows, viewFacts, type BriefView } from './brief-view';

const view: BriefView = {
  reference: 'FB-3F9AC21B',
  kind: 'oem_leads',
  facts: [{ label: 'Materials', value: 'Aluminium' }],
  answer_by: '2026-12-02T10:00:00Z',
  expires_at: '2026-12-08T10:00:00Z',
  terms: { version: '2026-12-01', accepted_at: null, name: null },
  files: [
    {
      n: 1,
      extension: 'step',
      size_bytes: 2_097_152,
      measurements: { sizeMm: [10, 20, 30.25], volumeCm3: 6, areaCm2: 22 },
      available: true,
    },
    { n: 2, extension: 'PDF', size_bytes: 2048, measurements: null, available: true },
  ],
  answer: null,
  questions: [],
  open: true,
};

describe('the brief view', () => {
  it('accepts what the token functions return and refuses anything else', () => {
    expect(isBriefView(view)).toBe(true);
    expect(isBriefView({ code: 'brief_link_invalid', message: '…' })).toBe(false);
    expect(isBriefView(null)).toBe(false);
  });

  it('names each drawing neutrally and shows its measurements as /quote does', () => {
    const rows = modelRows(view, briefContent.summary.model);
    expect(rows.map((row) => row.name)).toEqual(['drawing-1.step', 'drawing-2.pdf']);
    expect(rows[0]).toMatchObject({
      title: 'Drawing 1 (STEP)',
      size: '2.00 MB',
      measurements: ['Size: 10.0 × 20.0 × 30.3 mm', 'Volume: 6.00 cm³', 'Surface area: 22.00 cm²'],
    });
    expect(rows[1]?.measurements).toBeNull();
    expect(drawingName({ n: 3, extension: '../x' })).toBe('drawing-3.x');
  });

  it('takes the facts as given, or builds them from the RFQ’s technical columns with the brief’s allow-list', () => {
    expect(viewFacts(view)).toEqual(view.facts);
    const fromRfq = viewFacts({
      ...view,
      facts: undefined,
      rfq: { material_types: 'aluminium', quality_standards: 'other, HX-9', company_name: 'Halden Aero Ltd' },
      wording: { quality_standards: 'Heat treating to AMS 2750' },
    });
    expect(fromRfq).toEqual([
      { label: 'Materials', value: 'Aluminium' },
      { label: 'Certifications required', value: 'Other: Heat treating to AMS 2750' },
    ]);
    expect(JSON.stringify(fromRfq)).not.toMatch(/Halden|HX-9/);
  });
});
