import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { introductionFixture } from '@/testing/introduction-fixture';
import { IntroductionTrail, StatedAnswerView } from './introduction-trail';
import type { TrailEvent } from './introduction-types';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes)).toISOString();
const events: TrailEvent[] = [
  { id: 1, kind: 'sent', at: at(0), detail: null },
  { id: 2, kind: 'delivered', at: at(1), detail: { message: 'supplier_brief' } },
  { id: 3, kind: 'opened', at: at(5), detail: null },
  { id: 4, kind: 'terms_accepted', at: at(6), detail: { name: 'Priya Shah' } },
  { id: 5, kind: 'downloaded', at: at(7), detail: { file: 2 } },
  { id: 6, kind: 'question', at: at(8), detail: null },
  { id: 7, kind: 'reply', at: at(20), detail: null },
  { id: 8, kind: 'answered', at: at(30), detail: { answer: 'interested', via: 'page' } },
  { id: 9, kind: 'reminded', at: at(40), detail: null },
  { id: 10, kind: 'link_revoked', at: at(50), detail: { links: 1 } },
  { id: 11, kind: 'sent', at: at(51), detail: { again: true } },
  { id: 12, kind: 'delivered', at: at(52), detail: { message: 'brief_reply' } },
];

describe('an introduction’s trail and answer', () => {
  it('lists what happened to the brief, each with its time (UK)', () => {
    render(<IntroductionTrail intro={introductionFixture(1, 'Coventry Precision', { events })} />);
    const trail = screen.getByRole('list', { name: 'Trail of the brief to Coventry Precision' });
    const lines = within(trail)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      '28/11/2026, 10:00Brief sent',
      '28/11/2026, 10:01Brief delivered',
      '28/11/2026, 10:05Opened the page',
      '28/11/2026, 10:06Accepted the terms, as “Priya Shah”',
      '28/11/2026, 10:07Downloaded drawing 2',
      '28/11/2026, 10:08Asked a question',
      '28/11/2026, 10:20The team replied',
      '28/11/2026, 10:30Answered on the page: Interested',
      '28/11/2026, 10:40Reminded',
      '28/11/2026, 10:50Link revoked',
      '28/11/2026, 10:51Brief sent again, with a new link',
      '28/11/2026, 10:52Reply delivered',
    ]);
  });

  it('says a bounce and an empty trail in words', () => {
    render(
      <IntroductionTrail
        intro={introductionFixture(1, 'Coventry Precision', {
          events: [
            {
              id: 1,
              kind: 'bounced',
              at: at(0),
              detail: { message: 'supplier_brief', error: '550 Mailbox unavailable' },
            },
            { id: 2, kind: 'bounced', at: at(1), detail: {} },
          ],
        })}
      />,
    );
    expect(screen.getByText('Brief bounced: 550 Mailbox unavailable')).toBeVisible();
    expect(screen.getByText('Bounced')).toBeVisible();
  });

  it('shows the terms of a yes, and a phone answer with who recorded it', () => {
    render(
      <StatedAnswerView
        intro={introductionFixture(1, 'Coventry Precision', {
          answer: 'interested',
          answer_via: 'phone',
          answered_by: 'ops@forgebridge.example',
          answered_at: at(30),
          lead_time: '4-8-weeks',
          earliest_start: '2026-12-14',
          price_amount: 12.5,
          price_currency: 'EUR',
          price_basis: 'per_part',
          minimum_order: 100,
          answer_note: 'Needs the PDF at A3',
        })}
      />,
    );
    const answer = screen.getByRole('region', { name: 'The supplier’s answer' });
    expect(answer).toHaveTextContent('Interested · By phone, recorded by ops@forgebridge.example, 28/11/2026, 10:30');
    expect(answer).toHaveTextContent('Lead time4-8 weeks');
    expect(answer).toHaveTextContent('Earliest start14 December 2026');
    expect(answer).toHaveTextContent('Indicative price€12.50 per part');
    expect(answer).toHaveTextContent('Minimum order100 parts');
    expect(answer).toHaveTextContent('Note to the teamNeeds the PDF at A3');
  });

  it('shows a decline’s reason and words', () => {
    render(
      <StatedAnswerView
        intro={introductionFixture(1, 'Coventry Precision', {
          answer: 'declined',
          answer_via: 'page',
          answered_at: at(30),
          decline_reason: 'no_capacity',
          answer_reason: 'Declined this RFQ: no capacity now: Full until March',
          answer_note: 'Full until March',
        })}
      />,
    );
    const answer = screen.getByRole('region', { name: 'The supplier’s answer' });
    expect(answer).toHaveTextContent('Declined · On the page, 28/11/2026, 10:30');
    expect(answer).toHaveTextContent('ReasonNo capacity now');
    expect(answer).toHaveTextContent('In their wordsFull until March');
  });
});
