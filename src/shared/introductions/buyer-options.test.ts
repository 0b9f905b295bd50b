import { describe, expect, it } from 'vitest';
import { renderBuyerOptions, type BuyerOption } from './buyer-options';

const midlands: BuyerOption = {
  company_name: 'Midlands Precision Ltd',
  country: 'GB',
  town: 'Coventry',
  reasons: ['Titanium ✓'],
  lead_time: '2-4-weeks',
  earliest_start: '2026-12-07',
  price: { amount: 1250, currency: 'GBP', basis: 'per_part' },
  minimum_order: 50,
};
const bavaria: BuyerOption = {
  company_name: 'Bavaria CNC GmbH',
  country: 'DE',
  town: null,
  reasons: [],
  lead_time: 'under-2-weeks',
  earliest_start: '2026-12-01',
  price: null,
  minimum_order: null,
};
const third: BuyerOption = { ...bavaria, company_name: 'Leeds Machining Ltd', country: 'GB' };

describe('the buyer’s options email', () => {
  it('names each offered supplier with what it stated on its brief: lead time, start, price and minimum', () => {
    const { text, html } = renderBuyerOptions({ reference: 'FB-3F9A-C21B', options: [midlands, bavaria, third] });
    expect(text).toContain(
      [
        '1. Midlands Precision Ltd (Coventry, United Kingdom)',
        '   Lead time: 2-4 weeks',
        '   Can start from: 7 December 2026',
        '   Indicative price: £1,250.00 per part',
        '   Minimum order: 50 parts',
        '   - Titanium ✓',
      ].join('\n'),
    );
    // Nothing invented for what a supplier left out.
    expect(text).toContain(
      '2. Bavaria CNC GmbH (Germany)\n   Lead time: Under 2 weeks\n   Can start from: 1 December 2026\n   - Chosen by our team for this job.',
    );
    expect(text).toContain('Here are the 3 vetted suppliers that can take your job');
    expect(text).not.toContain('can take this job;');
    expect(text).toContain('indicative figures');
    expect(html).toContain('<strong>Midlands Precision Ltd</strong>');
  });

  it('says honestly when fewer than 3 can take the job', () => {
    const two = renderBuyerOptions({ reference: 'FB-3F9A-C21B', options: [midlands, bavaria], asked: 4 }).text;
    expect(two).toContain('2 of the 4 suppliers we asked can take this job');
    const unknown = renderBuyerOptions({ reference: 'FB-3F9A-C21B', options: [bavaria] }).text;
    expect(unknown).toContain('Here is the vetted supplier that can take your job');
    expect(unknown).toContain('1 of the suppliers we asked can take this job');
    expect(unknown).not.toContain('indicative figures');
  });

  it('asks the buyer to compare and choose on its private page, until the link expires; suppliers learn who it is only when asked to meet', () => {
    const link = {
      url: 'https://www.forgebridge.test/options#q2Xv0cO1bU0Zl6e6s4cB3dJmQm2q5Xc8dq9tYkq5W1E',
      expires: 'Wednesday 30 December, 10:00 UK time',
    };
    const { text, html } = renderBuyerOptions({ reference: 'FB-3F9A-C21B', options: [midlands], link });
    expect(text).toContain('1. Midlands Precision Ltd (Coventry, United Kingdom)');
    expect(text).toContain('Compare your options and choose whom to meet:');
    expect(text).toContain(`Open your options: ${link.url}`);
    expect(text).toContain('This link works for 30 days, until Wednesday 30 December, 10:00 UK time.');
    expect(text).toContain('A supplier learns your name and contact details only when you ask to meet it');
    expect(html).toContain(`href="${link.url}"`);
    // The desk's preview has no link yet: it says one is made when the options are sent.
    const preview = renderBuyerOptions({ reference: 'FB-3F9A-C21B', options: [midlands] }).text;
    expect(preview).toContain('created when the options are sent');
    expect(preview).not.toContain('/options#');
  });
});
