import { describe, expect, it } from 'vitest';
import { toAttachmentMeta, toConsultationRow } from './consultation-row';
import { projectRequestSchema } from './project-request-schema';

const request = projectRequestSchema.parse({
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

describe('consultation_requests row', () => {
  it('maps every field to its column, exactly', () => {
    const file = { name: 'housing.step', size: 1_572_864, type: '', lastModified: 1 };
    expect(toConsultationRow({ ...request, attachments: [toAttachmentMeta(file)] })).toStrictEqual({
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
      attachments: [{ name: 'housing.step', size: 1_572_864, type: '' }],
    });
  });

  it('stores a given tolerance as typed', () => {
    expect(toConsultationRow({ ...request, tolerance: 'ISO 2768-1 Fine', attachments: [] }).tolerance).toBe(
      'ISO 2768-1 Fine',
    );
  });

  it('keeps attachment names within 255 characters, ending included', () => {
    const meta = toAttachmentMeta({ name: `${'a'.repeat(300)}.step`, size: 1, type: 'model/step' });
    expect(meta.name).toHaveLength(255);
    expect(meta.name.endsWith('.step')).toBe(true);
  });
});
