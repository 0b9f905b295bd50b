import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { openPage, standInForEachTest } from './brief-stand-in';

/*
 * What a supplier sends from the brief page, against the wire as the database answers it
 * (brief-stand-in.tsx): the answer, interested or declined, and questions to the team.
 */

const { server, rpcCalls } = standInForEachTest();

describe('the answer', () => {
  async function acceptedPage() {
    server.view.terms = { version: BRIEF_TERMS_VERSION, accepted_at: '2026-12-01T09:30:00Z', name: 'Ada Turner' };
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    return user;
  }
  const form = () => screen.getByRole('form', { name: briefContent.answer.title });

  it('ties each missing answer to its field and focuses the first', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.interested }));
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const leadTime = await within(form()).findByRole('combobox', { name: briefContent.answer.leadTime });
    expect(leadTime).toHaveAccessibleDescription(briefContent.answer.leadTimeRequired);
    expect(leadTime).toHaveFocus();
    expect(screen.getByLabelText(/Earliest start/)).toHaveAccessibleDescription(
      expect.stringContaining(briefContent.answer.earliestStartRequired),
    );
    expect(rpcCalls('answer_brief')).toHaveLength(0);
  });

  it('sends "interested" once however quickly it is clicked, then shows it, with focus on what happened', async () => {
    server.answerDelay = 50;
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.interested }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.leadTime }), '2-4-weeks');
    const start = new Date();
    start.setDate(start.getDate() + 7);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await user.type(screen.getByLabelText(/Earliest start/), day);
    await user.type(within(form()).getByRole('textbox', { name: briefContent.answer.price }), '1250');
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.currency }), 'EUR');
    const send = within(form()).getByRole('button', { name: briefContent.answer.submit });
    await user.dblClick(send);
    const done = await screen.findByText(briefContent.answer.saved);
    await waitFor(() => expect(done).toHaveFocus());
    expect(rpcCalls('answer_brief')).toHaveLength(1);
    expect(rpcCalls('answer_brief')[0]?.body.p_answer).toEqual({
      answer: 'interested',
      lead_time: '2-4-weeks',
      earliest_start: day,
      price: { amount: 1250, currency: 'EUR', basis: 'per_part' },
      minimum_order: null,
      note: null,
    });
    expect(screen.getByText('EUR 1,250.00 per part')).toBeVisible();
    expect(within(form()).getByRole('button', { name: briefContent.answer.change })).toBeVisible();
  });

  it('declines with "other" only with words, tied to the words field', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.declined }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.reason }), 'other');
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const words = await within(form()).findByRole('textbox', { name: briefContent.answer.wordsOther });
    expect(words).toHaveAccessibleDescription(briefContent.answer.wordsRequired);
    await user.type(words, 'We only turn, no milling');
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    await screen.findByText(briefContent.answer.saved);
    expect(rpcCalls('answer_brief')[0]?.body.p_answer).toEqual({
      answer: 'declined',
      reason: 'other',
      words: 'We only turn, no milling',
    });
  });

  it('tells the person nothing went when the connection drops mid-submit, and keeps what they typed', async () => {
    const user = await acceptedPage();
    await user.click(within(form()).getByRole('radio', { name: briefContent.answer.declined }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: briefContent.answer.reason }), 'no_capacity');
    server.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(form()).getByRole('button', { name: briefContent.answer.submit }));
    const alert = await screen.findByText(briefContent.notSent.offline);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(form()).getByRole('combobox', { name: briefContent.answer.reason })).toHaveValue('no_capacity');
    expect(screen.getByText(briefContent.answer.none)).toBeVisible();
  });

  it('says answers closed, with no form, once the buyer’s options were sent', async () => {
    server.view.open = false;
    await acceptedPage();
    expect(screen.getByText(briefContent.answer.closed)).toBeVisible();
    expect(screen.queryByRole('form', { name: briefContent.answer.title })).toBeNull();
  });
});

describe('questions to the team', () => {
  it('sends a question and lists it, waiting for the reply', async () => {
    server.view.questions = [
      {
        asked_at: '2026-11-30T09:00:00Z',
        text: 'Is anodising included?',
        reply: 'Yes, clear.',
        replied_at: '2026-11-30T11:00:00Z',
      },
    ];
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    expect(screen.getByText('Yes, clear.')).toBeVisible();
    const box = screen.getByRole('textbox', { name: briefContent.questions.label });
    await user.type(box, 'Hi');
    await user.click(screen.getByRole('button', { name: briefContent.questions.submit }));
    expect(await screen.findByText(briefContent.questions.tooShort)).toBeVisible();
    await user.type(box, ', what finish on the bores?');
    await act(() => user.click(screen.getByRole('button', { name: briefContent.questions.submit })));
    expect(await screen.findByText(briefContent.questions.sent)).toBeVisible();
    expect(screen.getByText('Hi, what finish on the bores?')).toBeVisible();
    expect(screen.getByText(briefContent.questions.waiting)).toBeVisible();
    expect(box).toHaveValue('');
  });
});
