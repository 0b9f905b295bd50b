import { describe, expect, it } from 'vitest';
import { loadQuoteSchema } from './quote-schema';
import { emptyQuoteForm, quoteRequiredMessages as m } from './quote-values';

/** The schema the form loads, built as the form builds it. */
const quoteSchema = await loadQuoteSchema();

const valid = {
  companyName: 'Acme Aero',
  contactName: 'Ada Lovelace',
  email: 'ada@acme.test',
  jobTypes: ['milling'],
  projectDescription: 'Fifty anodised aluminium housings.',
  timeline: '1-3 months',
  budget: '$1,000 - $5,000',
  quantity: '11-50',
};

function messagesFor(input: unknown): Record<string, string | undefined> {
  const result = quoteSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('quote schema', () => {
  it('gives the exact message for every required field of a blank form', () => {
    expect(messagesFor(emptyQuoteForm)).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Invalid email address',
      jobTypes: 'Select at least one job type',
      projectDescription: 'Please provide more details about your project',
      timeline: 'Please select a timeline',
      budget: 'Please select a budget range',
      quantity: 'Please select an estimated quantity',
    });
  });

  it('accepts a minimal request and fills the optional fields with their defaults', () => {
    expect(quoteSchema.parse(valid)).toEqual({
      ...valid,
      materials: [],
      tolerance: '',
      internationalSuppliers: false,
    });
  });

  it('needs at least 10 characters of description, not counting surrounding spaces', () => {
    expect(messagesFor({ ...valid, projectDescription: '123456789' })).toEqual({
      projectDescription: m.projectDescription,
    });
    expect(messagesFor({ ...valid, projectDescription: '   123456789   ' })).toEqual({
      projectDescription: m.projectDescription,
    });
    expect(messagesFor({ ...valid, projectDescription: '1234567890' })).toEqual({});
  });

  it('rejects a malformed email with the exact message', () => {
    expect(messagesFor({ ...valid, email: 'ada@' })).toEqual({ email: 'Invalid email address' });
  });

  it('treats blank names as missing', () => {
    expect(messagesFor({ ...valid, companyName: '   ', contactName: ' ' })).toEqual({
      companyName: m.companyName,
      contactName: m.contactName,
    });
  });

  it('accepts only the listed option values', () => {
    expect(messagesFor({ ...valid, timeline: '2 weeks', budget: '$1', quantity: '7' })).toEqual({
      timeline: m.timeline,
      budget: m.budget,
      quantity: m.quantity,
    });
    expect(messagesFor({ ...valid, jobTypes: ['welding'] })).toHaveProperty(['jobTypes.0']);
    expect(messagesFor({ ...valid, materials: ['wood'] })).toHaveProperty(['materials.0']);
  });

  it('keeps every value within the database bounds', () => {
    expect(messagesFor({ ...valid, companyName: 'x'.repeat(201) })).toEqual({
      companyName: 'Use 200 characters or fewer',
    });
    expect(messagesFor({ ...valid, projectDescription: 'x'.repeat(5001) })).toEqual({
      projectDescription: 'Use 5000 characters or fewer',
    });
    expect(messagesFor({ ...valid, tolerance: 'x'.repeat(201) })).toEqual({ tolerance: 'Use 200 characters or fewer' });
  });
});
