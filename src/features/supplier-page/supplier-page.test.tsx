import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supplierPageContent as copy } from '@/content/pages/supplier';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SupplierPage } from './supplier-page';
import { supplierStandIn, TOKEN } from './supplier-stand-in';

let server: ReturnType<typeof supplierStandIn>;
beforeEach(() => {
  server = supplierStandIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens /supplier with this fragment, as the email's link does. */
async function openPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/supplier${hash}`);
  const user = userEvent.setup();
  renderWithProviders(<SupplierPage />, { route: '/supplier' });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const opened = () => screen.findByRole('heading', { level: 1, name: 'Heron Engineering Ltd' });
const rpcCalls = (name: string) => server.calls.filter((call) => call.path.endsWith(`/rpc/${name}`));
const section = (name: string) => screen.getByRole('region', { name });

describe('opening the page', () => {
  it('reads the token from the fragment, clears the address bar, and shows what we hold about the shop', async () => {
    await openPage();
    const heading = await opened();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.hash).toBe('');
    expect(rpcCalls('open_supplier_page')).toEqual([expect.objectContaining({ body: { p_token: TOKEN } })]);

    const status = section(copy.status.title);
    expect(within(status).getByText('Vetting')).toBeVisible();
    expect(status).toHaveTextContent('since 20 November 2026');
    expect(status).toHaveTextContent('Booked for 8 December 2026');

    const capabilities = section(copy.capabilities.title);
    for (const text of [
      'CNC milling, Multi-axis machining',
      'Aluminium, Titanium',
      'Aerospace',
      'Prototype (1-10), Small (<100)',
      '2-4 weeks',
      '800 × 500 × 400 mm',
      'Coventry',
      'United Kingdom',
    ])
      expect(within(capabilities).getByText(text)).toBeVisible();
    expect(within(capabilities).getByText(copy.capabilities.maxAxes).nextSibling).toHaveTextContent('5');

    const certificates = within(section(copy.certificates.title)).getAllByRole('row').slice(1);
    expect(certificates.map((row) => row.textContent)).toEqual([
      'AS9100AS-1231 May 2027Verified',
      'ISO 9001Not givenNot givenNot yet verified',
      'NadcapN-91 October 2026Expired',
    ]);
    expect(section(copy.capacity.title)).toHaveTextContent('Neutral, set on 2 November 2026');

    const answers = within(section(copy.answers.title)).getAllByRole('row').slice(1);
    expect(answers.map((row) => row.textContent)).toEqual([
      'FB-3F9A-C21B25 November 2026InterestedYes',
      'FB-0B1C-D2E327 November 2026No answerNo',
    ]);
    expect(screen.queryByText(copy.proposal.pendingTitle)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says where the link comes from when there is no token, and asks the server nothing', async () => {
    await openPage('');
    expect(screen.getByRole('heading', { level: 1, name: copy.noToken.title })).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('shows the one message for a wrong, expired or revoked link, focused, with nothing of the shop', async () => {
    await openPage(`#${TOKEN.slice(0, 42)}x`);
    const heading = await screen.findByRole('heading', { level: 1, name: copy.invalid });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.body.textContent).not.toContain('Heron');
  });

  it('refuses a fragment that is not a token without asking the server', async () => {
    await openPage('#not-a-token');
    expect(screen.getByRole('heading', { level: 1, name: copy.invalid })).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('shows the limit’s message when the address made too many attempts', async () => {
    server.limited = true;
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.limited })).toBeVisible();
    expect(rpcCalls('open_supplier_page')).toHaveLength(1);
  });
});

describe('capacity', () => {
  it('applies at once: says so with the new date, focused', async () => {
    const user = await openPage();
    await opened();
    const form = screen.getByRole('form', { name: copy.capacity.title });
    await user.click(within(form).getByRole('radio', { name: 'Looking for work' }));
    await user.click(within(form).getByRole('button', { name: copy.capacity.submit }));
    const done = await screen.findByText(copy.capacity.saved('Looking for work', '1 December 2026'));
    await waitFor(() => expect(done).toHaveFocus());
    expect(rpcCalls('set_supplier_capacity').map((c) => c.body)).toEqual([
      { p_token: TOKEN, p_capacity: 'looking-for-work' },
    ]);
    expect(section(copy.capacity.title)).toHaveTextContent('Looking for work, set on 1 December 2026');
  });

  it('tells the shop nothing was saved when the connection drops, and keeps the old capacity', async () => {
    const user = await openPage();
    await opened();
    server.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('radio', { name: 'At capacity' }));
    await user.click(screen.getByRole('button', { name: copy.capacity.submit }));
    const alert = await screen.findByText(copy.notSaved.offline);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(section(copy.capacity.title)).toHaveTextContent('Neutral, set on 2 November 2026');
  });
});

describe('proposing capability changes', () => {
  const form = () => screen.getByRole('form', { name: copy.proposal.title });

  it('ties the part size’s all-or-none rule to the empty fields, and sends nothing', async () => {
    const user = await openPage();
    await opened();
    const z = within(form()).getByRole('textbox', { name: copy.proposal.envelopeZ });
    await user.clear(z);
    await user.click(within(form()).getByRole('button', { name: copy.proposal.submit }));
    await waitFor(() => expect(z).toHaveFocus());
    expect(z).toHaveAccessibleDescription(copy.proposal.envelopeAllOrNone);
    expect(z).toHaveAttribute('aria-invalid', 'true');
    expect(rpcCalls('propose_supplier_capabilities')).toHaveLength(0);
  });

  it('sends only what changed, then shows it awaiting review and says changes apply once accepted', async () => {
    const user = await openPage();
    await opened();
    await user.click(within(form()).getByRole('checkbox', { name: 'Titanium' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Stainless steel' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Multi-axis machining' }));
    await user.type(within(form()).getByRole('textbox', { name: copy.proposal.town }), ' West');
    await user.click(within(form()).getByRole('button', { name: copy.proposal.submit }));
    const done = await screen.findByText(copy.proposal.saved);
    await waitFor(() => expect(done).toHaveFocus());
    expect(rpcCalls('propose_supplier_capabilities')[0]?.body).toEqual({
      p_token: TOKEN,
      p_changes: {
        processes: ['cnc-milling'],
        max_axes: null,
        materials: ['aluminium', 'stainless-steel'],
        town: 'Coventry West',
      },
    });
    const pending = section(copy.proposal.pendingTitle);
    expect(pending).toHaveTextContent(copy.proposal.pendingIntro('1 December 2026'));
    expect(within(pending).getByText('Aluminium, Stainless steel')).toBeVisible();
    expect(within(pending).getByText('Coventry West')).toBeVisible();
    // What we hold is unchanged until the team accepts.
    expect(within(section(copy.capabilities.title)).getByText('Aluminium, Titanium')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('asks for the axes of multi-axis machining, and shows the database’s refusal in its words', async () => {
    server.view.supplier = { ...server.view.supplier, processes: ['cnc-turning'], max_axes: null };
    const user = await openPage();
    await opened();
    await user.click(within(form()).getByRole('checkbox', { name: 'Multi-axis machining' }));
    await user.click(within(form()).getByRole('button', { name: copy.proposal.submit }));
    const axes = await within(form()).findByRole('combobox', { name: copy.proposal.maxAxes });
    expect(axes).toHaveAccessibleDescription(expect.stringContaining(copy.proposal.maxAxesRequired));
    await user.selectOptions(axes, '6');
    server.refuseProposal = 'Town is too long';
    await user.click(within(form()).getByRole('button', { name: copy.proposal.submit }));
    const alert = await screen.findByText('Town is too long');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(rpcCalls('propose_supplier_capabilities')[0]?.body.p_changes).toEqual({
      processes: ['cnc-turning', 'multi-axis'],
      max_axes: 6,
    });
    expect(screen.queryByText(copy.proposal.pendingTitle)).toBeNull();
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const user = await openPage();
    await opened();
    await user.click(within(form()).getByRole('button', { name: copy.proposal.submit }));
    // The message takes focus once it is shown (an effect after the render that shows it).
    await waitFor(() => expect(screen.getByText(copy.proposal.noChange)).toHaveFocus());
    expect(rpcCalls('propose_supplier_capabilities')).toHaveLength(0);
  });
});
