import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionsContent as copy } from '@/content/pages/options';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OptionsPage } from './options-page';
import { NOTICE_VERSION, rpcCalls, standIn, TOKEN } from './options-stand-in';

let server: ReturnType<typeof standIn>;
beforeEach(() => {
  server = standIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens /options with this fragment, as the email's link does. */
async function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/options${hash}`);
  const user = userEvent.setup();
  renderWithProviders(<OptionsPage />, { route: '/options' });
  return user;
}

/** Opens the page and waits for the options. */
async function openOptions() {
  const user = await openPage();
  await screen.findByRole('heading', { level: 1, name: copy.optionsTitle('FB-3F9A-C21B') });
  return user;
}

const card = (company: string) => {
  // Hidden too: while the dialog is open, the page behind it is hidden from assistive tech.
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(company), hidden: true });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${company}`);
  return within(article);
};

describe('opening the options', () => {
  it('reads the token, clears the address bar, and shows the request, the cards and the table', async () => {
    await openOptions();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('bracket.step')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: copy.summary.measurementsLabel('bracket.step') })).toBeInTheDocument();
    expect(screen.getByText('28/11/2026, 09:00')).toBeInTheDocument();
    expect(screen.getByText('27/11/2026, 15:30')).toBeInTheDocument();
    const acme = card('Acme Precision');
    expect(acme.getByText('Sheffield, United Kingdom (serves UK, EU)')).toBeInTheDocument();
    expect(acme.getByText('CNC milling, Multi-axis machining (up to 5 axes)')).toBeInTheDocument();
    expect(acme.getByText('AS9100 · verified, valid to Mar 2027')).toBeInTheDocument();
    expect(acme.getByText('£1,250.00 per part')).toBeInTheDocument();
    expect(acme.getByText('Holds AS9100')).toBeInTheDocument();
    // A price left out is not mentioned; a lead time left out says so.
    expect(card('Baker').queryByText(copy.option.price)).toBeNull();
    expect(card('Cobalt').getAllByText(copy.option.notStated)).toHaveLength(2);
    const table = screen.getByRole('table', { name: copy.table.caption('FB-3F9A-C21B') });
    expect(within(table).getByRole('columnheader', { name: 'Cobalt Works' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: copy.option.leadTime })).toBeInTheDocument();
    expect(rpcCalls(server, 'open_options')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows the one message for a bad link, and the limit’s message', async () => {
    await openPage(`#${TOKEN.replace(/^./, TOKEN.startsWith('A') ? 'B' : 'A')}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: copy.invalid })).toHaveFocus());
  });

  it('says when too many attempts came from the address', async () => {
    server.limited = true;
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.limited })).toBeInTheDocument();
  });

  it('offers a retry when the options could not load offline', async () => {
    server.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.loadFailed.title })).toBeInTheDocument();
    expect(screen.getByText(copy.loadFailed.offline)).toBeInTheDocument();
  });

  it('downloads the CSV made in the browser, named for the reference', async () => {
    const user = await openOptions();
    const create = vi.fn(() => 'blob:options');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: copy.table.download }));
    expect(clicked).toEqual(['forgebridge-options-FB-3F9A-C21B.csv']);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('introductions', () => {
  it('shows a supplier we may no longer introduce as no longer available, with no box to choose it', async () => {
    server.view.options = server.view.options.map((o) =>
      o.company_name === 'Baker, Sons & Co' ? { ...o, available: false } : o,
    );
    await openOptions();
    expect(card('Baker').getByText(copy.option.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: copy.option.select('Baker, Sons & Co') })).toBeNull();
    expect(screen.getByRole('checkbox', { name: copy.option.select('Acme Precision') })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says an introduction was sent only when its email went, and that a withheld one was not made', async () => {
    const chosen = { chosen_at: '2026-11-29T10:15:00Z', introduced_at: null };
    server.view.options = server.view.options.map((o) =>
      o.company_name === 'Acme Precision'
        ? { ...o, ...chosen, introduction: 'sent' as const, introduced_at: '2026-11-29T10:16:00Z' }
        : o.company_name === 'Baker, Sons & Co'
          ? { ...o, ...chosen, available: false, introduction: 'withheld' as const }
          : { ...o, ...chosen, introduction: 'not_sent' as const },
    );
    await openOptions();
    expect(card('Acme Precision').getByText(copy.option.introduced('29/11/2026, 10:16'))).toBeInTheDocument();
    expect(card('Baker').getByText(copy.option.withheld)).toBeInTheDocument();
    expect(card('Baker').queryByText(/Introduction sent|on its way/)).toBeNull();
    expect(card('Cobalt').getByText(copy.option.notSent)).toBeInTheDocument();
    expect(card('Cobalt').queryByText(/Introduction sent|on its way/)).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText(copy.introduce.done)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says no email is on its way when every introduction asked for was withheld', async () => {
    server.view.options = server.view.options.map((o) => ({
      ...o,
      chosen_at: '2026-11-29T10:15:00Z',
      available: false,
      introduction: 'withheld' as const,
    }));
    await openOptions();
    expect(screen.getAllByText(copy.option.withheld)).toHaveLength(3);
    expect(screen.queryByText(/Introduction sent|on its way/)).toBeNull();
  });

  it('asks for a tick first, then consent, and sends the ticked ids under the notice’s version', async () => {
    const user = await openOptions();
    await user.click(screen.getByRole('button', { name: copy.introduce.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.introduce.chooseFirst);
    await user.click(screen.getByRole('checkbox', { name: copy.option.select('Acme Precision') }));
    await user.click(screen.getByRole('checkbox', { name: copy.option.select('Cobalt Works') }));
    await user.click(screen.getByRole('button', { name: copy.introduce.button }));
    const dialog = await screen.findByRole('dialog', { name: copy.introduce.dialogTitle });
    expect(within(dialog).getByText(copy.introduce.shared)).toBeInTheDocument();
    expect(within(dialog).getByText('Acme Precision')).toBeInTheDocument();
    expect(within(dialog).getByText('Cobalt Works')).toBeInTheDocument();
    expect(within(dialog).queryByText('Baker, Sons & Co')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: copy.introduce.submit }));
    const consent = within(dialog).getByRole('checkbox', { name: copy.introduce.consent });
    expect(await within(dialog).findByText(copy.introduce.consentRequired)).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(rpcCalls(server, 'choose_options')).toHaveLength(0);
    await expectNoAxeViolations(dialog);
    await user.click(consent);
    server.delay = 100;
    await user.dblClick(within(dialog).getByRole('button', { name: copy.introduce.submit }));
    const done = await screen.findByText(copy.introduce.sent('Acme Precision and Cobalt Works'));
    await waitFor(() => expect(done).toHaveFocus());
    expect(rpcCalls(server, 'choose_options').map((c) => c.body)).toEqual([
      {
        p_token: TOKEN,
        p_introduction_ids: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'],
        p_notice_version: NOTICE_VERSION,
      },
    ]);
    // Asked for, not yet sent: the email is on its way, and the card says no more.
    expect(card('Acme Precision').getByText(copy.option.introducing('29/11/2026, 10:15'))).toBeInTheDocument();
    expect(card('Acme Precision').queryByText(/Introduction sent/)).toBeNull();
    expect(card('Acme Precision').queryByRole('checkbox')).toBeNull();
    expect(card('Baker').getByRole('checkbox')).toBeInTheDocument();
    // Once something was chosen, "none of these fit" is no longer offered.
    expect(screen.queryByRole('form', { name: copy.noneFit.title })).toBeNull();
  });

  it('says nothing was sent when the connection drops, and keeps the dialog open', async () => {
    const user = await openOptions();
    await user.click(screen.getByRole('checkbox', { name: copy.option.select('Baker, Sons & Co') }));
    await user.click(screen.getByRole('button', { name: copy.introduce.button }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: copy.introduce.consent }));
    server.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: copy.introduce.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.notSent.offline);
    expect(card('Baker').queryByText(/Introduction sent/)).toBeNull();
  });
});

describe('none of these fit', () => {
  it('requires a reason, and words for "other", tied to their fields; then shows what was said', async () => {
    const user = await openOptions();
    const form = screen.getByRole('form', { name: copy.noneFit.title });
    await user.click(within(form).getByRole('button', { name: copy.noneFit.submit }));
    expect(await within(form).findByText(copy.noneFit.reasonRequired)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(form).getByRole('button', { name: copy.noneFit.submit }));
    const words = within(form).getByRole('textbox', { name: copy.noneFit.wordsOther });
    expect(await within(form).findByText(copy.noneFit.wordsRequired)).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(words).toHaveAccessibleDescription(copy.noneFit.wordsRequired);
    expect(rpcCalls(server, 'decline_options')).toHaveLength(0);
    await user.type(words, 'We moved the work in-house');
    await user.click(within(form).getByRole('button', { name: copy.noneFit.submit }));
    expect(await screen.findByText(copy.noneFit.saved)).toBeInTheDocument();
    expect(rpcCalls(server, 'decline_options').map((c) => c.body)).toEqual([
      { p_token: TOKEN, p_reason: 'other', p_words: 'We moved the work in-house' },
    ]);
    expect(screen.getByText('We moved the work in-house')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: copy.noneFit.title })).toBeNull();
  });

  it('shows the database’s own sentence when it refuses', async () => {
    server.view.none_fit = null;
    const user = await openOptions();
    server.view.options = server.view.options.map((o) => ({ ...o, chosen_at: '2026-11-29T10:00:00Z' }));
    const form = screen.getByRole('form', { name: copy.noneFit.title });
    await user.click(within(form).getByRole('radio', { name: 'The prices are too high' }));
    await user.click(within(form).getByRole('button', { name: copy.noneFit.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already chose');
  });
});

describe('questions', () => {
  it('sends a question and lists it, waiting for the reply', async () => {
    const user = await openOptions();
    const box = screen.getByRole('textbox', { name: copy.questions.label });
    await user.type(box, 'Can Acme anodise?');
    await user.click(screen.getByRole('button', { name: copy.questions.submit }));
    expect(await screen.findByText(copy.questions.sent)).toBeInTheDocument();
    expect(screen.getByText('Can Acme anodise?')).toBeInTheDocument();
    expect(rpcCalls(server, 'ask_options_question').map((c) => c.body)).toEqual([
      { p_token: TOKEN, p_text: 'Can Acme anodise?' },
    ]);
  });
});
