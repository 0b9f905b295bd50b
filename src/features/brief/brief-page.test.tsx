import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRIEF_TERMS_VERSION } from '@/content/brief-terms';
import { briefContent } from '@/content/pages/brief';
import { openPage, TOKEN, standInForEachTest } from './brief-stand-in';

/*
 * Opening the brief page against the wire as the database answers it (brief-stand-in.tsx): the
 * token's states and failures, and the terms a supplier accepts before any drawing can be fetched.
 */

const { server, rpcCalls, fileCalls } = standInForEachTest();

describe('opening the brief', () => {
  it('reads the token from the fragment, clears the address bar, and shows the job, its facts and measurements', async () => {
    await openPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/brief');
    expect(rpcCalls('open_brief')).toEqual([expect.objectContaining({ body: { p_token: TOKEN } })]);
    expect(screen.getAllByText(/FB-3F9A-C21B/)).toHaveLength(2);
    expect(screen.getByText('CNC milling')).toBeVisible();
    expect(screen.getByText('AS9100, Other: NADCAP heat treating')).toBeVisible();
    expect(document.body.textContent).not.toContain('ACME');
    const measurements = screen.getByRole('list', { name: 'Measurements of drawing 1' });
    expect(within(measurements).getByText('Size: 40.0 × 20.0 × 10.0 mm')).toBeVisible();
  });

  it('says where the link comes from when there is no token, and asks the server nothing', async () => {
    await openPage('');
    const heading = await screen.findByRole('heading', { level: 1, name: briefContent.noToken.title });
    expect(heading).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('shows the one message for a wrong, expired or revoked link as the page, focused', async () => {
    await openPage(`#${TOKEN.slice(0, 42)}x`);
    const heading = await screen.findByRole('heading', { level: 1, name: briefContent.invalid });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.hash).toBe('');
  });

  it('refuses a fragment that is not a token without asking the server', async () => {
    await openPage('#not-a-token');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: briefContent.invalid })).toHaveFocus());
    expect(server.calls).toEqual([]);
  });

  it('shows the limit’s message when the address made too many attempts', async () => {
    server.limited = true;
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: briefContent.limited })).toBeVisible();
    expect(rpcCalls('open_brief')).toHaveLength(1);
  });
});

describe('the terms before the drawings', () => {
  it('has no download, no preview and no file link before acceptance; after it, each click mints one link', async () => {
    const user = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Brief FB-3F9A-C21B' });
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /3D preview/ })).toBeNull();
    expect(document.querySelector('a[href*="storage"], a[download]')).toBeNull();

    const accept = screen.getByRole('button', { name: briefContent.terms.submit });
    await user.click(accept);
    expect(await screen.findByText(briefContent.terms.nameRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: briefContent.terms.nameLabel })).toHaveFocus();
    expect(screen.getByText(briefContent.terms.acceptRequired)).toBeVisible();
    expect(rpcCalls('accept_brief_terms')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: briefContent.terms.nameLabel }), 'Ada Turner');
    await user.click(screen.getByRole('checkbox', { name: briefContent.terms.accept }));
    await user.click(accept);
    const accepted = await screen.findByText(/Accepted by Ada Turner/);
    await waitFor(() => expect(accepted).toHaveFocus());
    expect(rpcCalls('accept_brief_terms')[0]?.body).toEqual({
      p_token: TOKEN,
      p_name: 'Ada Turner',
      p_terms_version: BRIEF_TERMS_VERSION,
    });
    expect(fileCalls()).toHaveLength(0);

    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const download = screen.getByRole('button', { name: 'Download drawing-1.step' });
    await user.click(download);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toBe('https://storage.example.test/briefs/drawing-1.step?token=signed drawing-1.step');
    expect(fileCalls().map((call) => call.body)).toEqual([{ token: TOKEN, file: 1 }]);
    // The link was used, never kept on the page.
    expect(document.querySelector('a[href*="storage"]')).toBeNull();
  });
});
