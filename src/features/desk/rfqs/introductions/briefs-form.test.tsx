import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { introductionFixture } from '@/testing/introduction-fixture';
import type { BriefsInput } from './introduction-queries';
import type { Introduction } from './introduction-types';
import { stepWithNames } from '@/testing/step-with-names';
import { BriefsForm } from './briefs-form';

const step = { name: 'part.step', size: 10, type: 'model/step', path: 'oem_leads/x/01-part.step' };
const namedStep = { name: 'named.step', size: 10, type: 'model/step', path: 'oem_leads/x/03-named.step' };

/** The stored models, as the project's Storage API serves them to the desk (signing, then the download). */
const stored: Record<string, string> = {
  [step.path]: stepWithNames('Body'),
  [namedStep.path]: stepWithNames('ACME-PN4471', 'ACME_PN4471_NOTES'),
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = decodeURIComponent(url.pathname.replace(/^.*\/object\/sign\/lead-attachments\//, ''));
    if ((init?.method ?? 'GET') === 'POST') {
      return Response.json({ signedURL: `/object/sign/lead-attachments/${path}?token=t` });
    }
    const body = stored[path];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The briefs form for an OEM RFQ with these files, as the desk shows it before sending. */
function renderSendForm(
  attachments: unknown[],
  onSend: (input: BriefsInput) => void = () => {},
  unsent: Introduction[] = [intro(1, 'Coventry Precision')],
  sentWording: Record<string, string> | null = null,
) {
  renderWithProviders(
    <BriefsForm
      kind="oem"
      row={row(attachments)}
      unsent={unsent}
      sentWording={sentWording}
      pending={false}
      onSend={onSend}
    />,
  );
}

/** Send, once the models were read for names their copies would keep. */
async function readySend() {
  const send = screen.getByRole('button', { name: 'Send briefs' });
  await waitFor(() => expect(send).not.toHaveAccessibleDescription(/Reading the models/));
  return send;
}
const pdf = { name: 'drawing.pdf', size: 10, type: 'application/pdf', path: 'oem_leads/x/02-drawing.pdf' };

const row = (attachments: unknown[]) => ({
  id: '3f9ac21b-0000-4000-8000-000000000001',
  company_name: 'Halden Aero Ltd',
  email: 'imogen@halden.example',
  production_requirements: 'milling',
  material_types: 'titanium, other, Halden alloy HX-9',
  quality_standards: 'as9100, other, ACME-MS-0042',
  attachments,
});

const intro = (position: number, company: string, handReason: string | null = null) =>
  introductionFixture(position, company, { handReason, reasons: handReason ? [] : ['Titanium ✓'] });

describe('sending the briefs', () => {
  it('asks for the suppliers’ wording where the buyer typed, and no brief shows the buyer’s words', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderSendForm([step], onSend);
    const certWording = screen.getByRole('textbox', {
      name: 'What the suppliers read instead of the buyer’s words for Certifications required',
    });
    // The team sees what the buyer typed, beside the field.
    expect(screen.getByText(/ACME-MS-0042/)).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'What the suppliers read instead of the buyer’s words for Materials' }),
    ).toBeVisible();
    const brief = screen.getByRole('article', { name: 'Brief 1: Coventry Precision' });
    for (const typed of ['ACME', 'HX-9', 'Halden']) expect(brief.textContent).not.toContain(typed);
    expect(brief).toHaveTextContent('Certifications required: AS9100, Other');

    await user.type(certWording, 'NADCAP heat treating');
    expect(brief).toHaveTextContent('Certifications required: AS9100, Other: NADCAP heat treating');
    for (const typed of ['ACME', 'HX-9', 'Halden']) expect(brief.textContent).not.toContain(typed);

    await user.click(await readySend());
    expect(onSend).toHaveBeenCalledWith({
      wording: { quality_standards: 'NADCAP heat treating' },
      filesChecked: false,
    });
  });

  it('keeps Send disabled until the files are confirmed when a PDF is attached', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderSendForm([step, pdf], onSend);
    const send = await readySend();
    const files = screen.getByRole('region', { name: 'Files to check before sending' });
    expect(within(files).getByText('drawing.pdf')).toBeVisible();
    expect(within(files).queryByText('part.step')).toBeNull();
    expect(within(files).getByRole('button', { name: /drawing\.pdf/ })).toBeVisible();
    // Out of use, yet it keeps its place in the tab order with the reason as its description.
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(
      'The briefs cannot be sent until you confirm above that you opened each file.',
    );
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I opened each file and nothing in it names the buyer (title block, logo, file properties)',
      }),
    );
    expect(send).toHaveAttribute('aria-disabled', 'false');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ filesChecked: true }));
  });

  it('sends without the file check when only a STEP model is attached whose copy names nobody', async () => {
    renderSendForm([step]);
    // Until the model is read, nothing can be sent.
    expect(screen.getByRole('button', { name: 'Send briefs' })).toHaveAccessibleDescription(
      'Reading the models for names their copies would keep...',
    );
    expect(await readySend()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lists a STEP model whose copy holds an entity it cannot make neutral, and waits for the check', async () => {
    const user = userEvent.setup();
    renderSendForm([step, namedStep]);
    const send = await readySend();
    const files = screen.getByRole('region', { name: 'Files to check before sending' });
    expect(within(files).getByText('named.step')).toBeVisible();
    expect(within(files).getByText(/user-defined entities/)).toBeVisible();
    expect(within(files).queryByText('part.step')).toBeNull();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I opened each file/ }));
    expect(send).toHaveAttribute('aria-disabled', 'false');
  });

  it('briefs only the suppliers not briefed yet, with the wording the earlier briefs carried', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const replacement = intro(4, 'Wide Bed Ltd', 'Only shop with a 2 m bed');
    renderSendForm([step], onSend, [replacement], { quality_standards: 'NADCAP heat treating' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const brief = screen.getByRole('article', { name: 'Brief 4: Wide Bed Ltd' });
    expect(brief).toHaveTextContent('Certifications required: AS9100, Other: NADCAP heat treating');
    expect(screen.getByText(/1 supplier not briefed yet/)).toBeVisible();
    // A hand pick's internal reason never reaches the supplier.
    expect(brief.textContent).not.toContain('2 m bed');
    await user.click(await readySend());
    expect(onSend).toHaveBeenCalledWith({
      wording: { quality_standards: 'NADCAP heat treating' },
      filesChecked: false,
    });
  });
});
