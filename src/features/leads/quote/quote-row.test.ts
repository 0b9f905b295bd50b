import { describe, expect, it } from 'vitest';
import { attachmentEntry } from '@/lib/leads/attachments';
import { toQuoteRow } from './quote-row';
import { loadQuoteSchema } from './quote-schema';

/** The schema the form loads, built as the form builds it. */
const quoteSchema = await loadQuoteSchema();

const request = quoteSchema.parse({
  companyName: ' Acme Aero ',
  contactName: 'Ada Lovelace',
  email: 'ada@acme.test',
  jobTypes: ['milling', 'edm'],
  projectDescription: 'Fifty anodised aluminium housings.',
  timeline: '1-3 months',
  budget: '$1,000 - $5,000',
  materials: ['aluminum', 'stainlessSteel'],
  quantity: '11-50',
  tolerance: '',
  internationalSuppliers: true,
});

const path = 'consultation_requests/6f1c2f8e-52a8-4f6b-9d55-0a4a0c6c7f11/01-housing.step';

describe('consultation_requests row', () => {
  it('maps every field to its column, exactly, with each uploaded file', () => {
    const file = { name: 'housing.step', size: 1_572_864, type: '' };
    expect(toQuoteRow(request, [attachmentEntry(file, path)])).toStrictEqual({
      company_name: 'Acme Aero',
      contact_name: 'Ada Lovelace',
      email: 'ada@acme.test',
      job_types: ['milling', 'edm'],
      project_description: 'Fifty anodised aluminium housings.',
      timeline: '1-3 months',
      budget: '$1,000 - $5,000',
      materials: ['aluminum', 'stainlessSteel'],
      quantity: '11-50',
      tolerance: null,
      international_suppliers: true,
      attachments: [{ name: 'housing.step', size: 1_572_864, type: '', path }],
    });
  });

  it('stores a given tolerance as typed', () => {
    expect(toQuoteRow({ ...request, tolerance: 'ISO 2768-1 Fine' }, []).tolerance).toBe('ISO 2768-1 Fine');
  });

  it('keeps attachment names within 255 characters, ending included', () => {
    const entry = attachmentEntry({ name: `${'a'.repeat(300)}.step`, size: 1, type: 'model/step' }, path);
    expect(entry.name).toHaveLength(255);
    expect(entry.name.endsWith('.step')).toBe(true);
  });
});
