import { describe, expect, it } from 'vitest';
import { storedLead } from '@/testing/lead-row';
import { leadAnswers } from './lead-fields';

/**
 * The desk's mailto: links carry one recipient and nothing else: an address stored before email
 * columns took plain addresses only can hold `?cc=…&subject=…`, which must stay part of the
 * address, never become the link's parameters.
 */

const row = (email: string) => storedLead('contact', { email });

const hrefOf = (email: string) => leadAnswers('contact', row(email)).find((a) => a.column === 'email')?.href;

describe('mailto: links on the desk', () => {
  it('keep a plain address readable', () => {
    expect(hrefOf('jo.bloggs+rfq@example.co.uk')).toBe('mailto:jo.bloggs%2Brfq@example.co.uk');
  });

  it.each([
    'buyer@example.com?cc=attacker%40evil.test&subject=Invoice',
    'buyer@example.com&bcc=attacker@evil.test',
    'buyer@example.com#x',
    'a b@example.com\r\nBcc: attacker@evil.test',
  ])('encode every part of %j, so no parameter or second recipient gets in', (email) => {
    const href = hrefOf(email) ?? '';
    expect(href.startsWith('mailto:')).toBe(true);
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&#\s,]/);
  });
});
