import { describe, expect, it } from 'vitest';
import { briefDrawings, briefFacts, typedAnswers } from './brief-facts';
import { renderBuyerOptions } from './buyer-options';
import { renderSupplierBrief } from './supplier-brief';
import { sampleRead } from '../cad/sample-read';

const oemRow = {
  id: '3f9ac21b-0000-4000-8000-000000000001',
  company_name: 'Aero Components plc',
  website: 'aero-components.example',
  industry_sector: 'aerospace',
  contact_person: 'Priya Shah',
  job_title: 'Head of Procurement',
  email: 'priya@aero-components.example',
  phone: '+44 117 496 0000',
  city: 'Bristol',
  country: 'United Kingdom',
  work_outside_uk: 'no',
  delivery_regions: 'uk-only',
  sourcing_volume: 'medium',
  production_requirements: 'multi-axis',
  material_types: 'aluminium, titanium',
  quality_standards: 'as9100',
  delivery_requirements: '2-4-weeks',
  additional_services: 'Call Priya at Aero Components',
  part_categories: 'Aero Components brackets',
  uploaded_file_name: 'aero-components-bracket.step',
  attachments: [
    {
      name: 'aero-components-bracket.step',
      size: 2048,
      type: 'model/step',
      path: 'oem_leads/3f9ac21b-0000-4000-8000-000000000001/01-bracket.step',
      measurements: { sizeMm: [320, 180, 95], volumeCm3: 12.5, areaCm2: 30 },
      read: sampleRead({
        triangles: 5400,
        sampleSpacingMm: 2.3,
        needsMultiAxis: true,
        unreachedShare: 0.08,
        removedShare: 0.62,
      }),
    },
  ],
};
const identity = [
  'Aero Components',
  'aero-components',
  'Priya',
  'Shah',
  'Head of Procurement',
  '+44 117',
  'Bristol',
  'priya@',
];

const pageLink = {
  url: 'https://www.forgebridge.test/brief#q2Xv0cO1bU0Zl6e6s4cB3dJmQm2q5Xc8dq9tYkq5W1E',
  expires: 'Friday 4 December, 10:00 UK time',
};

function brief(withLink = false) {
  return renderSupplierBrief({
    reference: 'FB-3F9A-C21B',
    supplier: { company_name: 'Midlands Precision Ltd', contact_name: 'Sam' },
    facts: briefFacts('oem_leads', oemRow),
    drawings: briefDrawings(oemRow),
    ...(withLink ? { link: pageLink } : {}),
  });
}

describe('a supplier brief', () => {
  it('carries the technical facts with their form labels and the drawing’s measurements', () => {
    const { text, subject } = brief();
    expect(subject).toContain('FB-3F9A-C21B');
    expect(text).toContain('Type of work: Multi-axis machining');
    expect(text).toContain('Materials: Aluminium, Titanium');
    expect(text).toContain('Certifications required: AS9100');
    expect(text).toContain('Order size: Medium (100-1000)');
    expect(text).toContain('Lead times: 2-4 weeks');
    expect(text).toContain('Drawing 1 (Size: 320.0 × 180.0 × 95.0 mm');
    expect(text).toContain(
      'Surface area: 30.00 cm², Needs 4/5-axis or EDM: the model has faces no 3-axis approach reaches (8% of the surface), Stock cut away: about 62%',
    );
    expect(text).toContain('Our reference for this job: FB-3F9A-C21B');
    expect(text).toContain('Your private link to this page is created when the brief is sent.');
  });

  it('names nothing that identifies the buyer, in text, HTML or subject, even in free text and file names', () => {
    const sent = brief(true);
    for (const part of [sent.subject, sent.text, sent.html]) {
      for (const value of identity) expect(part).not.toContain(value);
    }
  });

  it('carries the page’s private link and its expiry, and no drawing link, storage path or reply-by-email', () => {
    const sent = brief(true);
    expect(sent.text).toContain(`Open the brief: ${pageLink.url}`);
    expect(sent.text).toContain('This link works until Friday 4 December, 10:00 UK time.');
    expect(sent.text).toContain('accept our confidentiality terms');
    expect(sent.html).toContain(`<a href="${pageLink.url}"`);
    for (const part of [sent.text, sent.html]) {
      expect(part).not.toMatch(/storage\/v1|briefs\/|oem_leads\/|\.step\b/);
      expect(part).not.toMatch(/reply to this email/i);
      // One link only: the page's.
      expect(part.match(/https?:\/\//g)).toHaveLength(part === sent.html ? 2 : 1);
    }
  });

  it('says when a drawing is withheld for the team’s look', () => {
    const { text } = renderSupplierBrief({
      reference: 'FB-0000-0000',
      supplier: { company_name: 'Shop', contact_name: null },
      facts: [],
      drawings: [{ measurements: [], withheld: true }],
      link: pageLink,
    });
    expect(text).toContain('Drawing 1: our team checks this file before sharing it; ask for it on the brief’s page');
  });

  it('escapes what it puts in HTML', () => {
    const { html } = renderSupplierBrief({
      reference: 'FB-0000-0000',
      supplier: { company_name: '<b>Shop</b>', contact_name: null },
      facts: briefFacts('consultation_requests', {}, { tolerance: '<±0.01 mm>' }),
      drawings: [],
    });
    expect(html).toContain('&lt;b&gt;Shop&lt;/b&gt;');
    expect(html).toContain('&lt;±0.01 mm&gt;');
    expect(html).not.toContain('<b>Shop');
  });
});

describe('what the buyer typed', () => {
  const typedRow = {
    ...oemRow,
    material_types: 'aluminium, other, Hastelloy from our ACME stock',
    quality_standards: 'as9100, other, ACME-MS-0042',
  };
  const quoteRow = { job_types: ['milling'], materials: ['aluminum'], tolerance: 'ACME drawing std 7' };
  const typed = ['ACME', 'Hastelloy', 'drawing std 7'];
  const render = (facts: ReturnType<typeof briefFacts>) =>
    renderSupplierBrief({
      reference: 'FB-3F9A-C21B',
      supplier: { company_name: 'Shop', contact_name: null },
      facts,
      drawings: [],
    });

  it('never goes out as typed: a brief says only the form’s options', () => {
    for (const sent of [
      render(briefFacts('oem_leads', typedRow)),
      render(briefFacts('consultation_requests', quoteRow)),
    ]) {
      for (const part of [sent.subject, sent.text, sent.html]) {
        for (const value of typed) expect(part).not.toContain(value);
      }
    }
    const { text } = render(briefFacts('oem_leads', typedRow));
    expect(text).toContain('Certifications required: AS9100, Other');
    expect(text).toContain('Materials: Aluminium, Other');
    expect(render(briefFacts('consultation_requests', quoteRow)).text).not.toContain('Tolerance');
  });

  it('is replaced by the team’s wording where they wrote it', () => {
    const oem = render(briefFacts('oem_leads', typedRow, { quality_standards: ' NADCAP heat treating ' })).text;
    expect(oem).toContain('Certifications required: AS9100, Other: NADCAP heat treating');
    const quote = render(briefFacts('consultation_requests', quoteRow, { tolerance: '±0.05 mm on bores' })).text;
    expect(quote).toContain('Tolerance requirements: ±0.05 mm on bores');
    expect(quote).not.toContain('ACME');
  });

  it('is named column by column for the team to word', () => {
    expect(typedAnswers('oem_leads', typedRow)).toEqual([
      { column: 'material_types', label: 'Materials', typed: 'Hastelloy from our ACME stock' },
      { column: 'quality_standards', label: 'Certifications required', typed: 'ACME-MS-0042' },
    ]);
    expect(typedAnswers('consultation_requests', quoteRow)).toEqual([
      { column: 'tolerance', label: 'Tolerance requirements', typed: 'ACME drawing std 7' },
    ]);
    expect(typedAnswers('oem_leads', oemRow)).toEqual([]);
  });
});

describe('the buyer’s options email', () => {
  it('names each supplier in order with where it is and why it fits', () => {
    const { text, html } = renderBuyerOptions({
      reference: 'FB-3F9A-C21B',
      options: [
        { company_name: 'Midlands Precision Ltd', country: 'GB', town: 'Coventry', reasons: ['Titanium ✓'] },
        { company_name: 'Bavaria CNC GmbH', country: 'DE', town: null, reasons: [] },
      ],
    });
    expect(text).toContain('1. Midlands Precision Ltd (Coventry, United Kingdom)\n   - Titanium ✓');
    expect(text).toContain('2. Bavaria CNC GmbH (Germany)\n   - Chosen by our team for this job.');
    expect(html).toContain('<strong>Midlands Precision Ltd</strong>');
  });
});
