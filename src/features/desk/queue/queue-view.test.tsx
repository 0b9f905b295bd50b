import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { readQueueParams } from './queue-params';
import type { QueuePage, QueueRow } from './queue-queries';
import { QueueBody } from './queue-view';
import { useQueueParams } from './use-queue-params';

/** The queue as the desk shows one page of it: sort headers, stages, filters, paging and empty states. */

const now = Date.parse('2026-11-27T12:00:00Z');
const hours = (h: number) => new Date(now + h * 3_600_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function queueRow(n: number, changes: Partial<QueueRow> = {}): QueueRow {
  return {
    lead_table: 'oem_leads',
    lead_id: `${String(n).padStart(8, 'a')}-8a1b-4c3d-9e7f-0a1b2c3d4e5f`,
    company_name: `Company ${n}`,
    clock_due_at: hours(10 + n),
    clock_paused_at: null,
    options_sent_at: null,
    clock_closed_at: null,
    stage: 'new',
    yes_count: 0,
    assigned_to: null,
    assignee_email: null,
    ...changes,
  };
}

/** Where the view's changes go: the URL, shown so a test can read it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function Queue({ data }: { data: QueuePage }) {
  const queue = useQueueParams();
  const { lead: _lead, ...state } = queue;
  return (
    <>
      <QueueBody state={state} data={data} isError={false} onRetry={vi.fn()} queue={queue} />
      <Search />
    </>
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

function renderQueue(data: QueuePage, route = '/admin') {
  renderWithProviders(<Queue data={data} />, { route });
}

const page = (rows: QueueRow[], total = rows.length): QueuePage => ({ rows, total });

describe('the RFQ queue', () => {
  it('shows each row’s reference, company, kind, time left, stage and assignee', () => {
    renderQueue(
      page([
        queueRow(1, { stage: 'answers_in', yes_count: 2, assignee_email: 'sam@example.test' }),
        queueRow(2, { lead_table: 'consultation_requests', stage: 'briefs_sent', clock_due_at: hours(-3) }),
      ]),
    );
    const table = screen.getByRole('table', { name: 'Open RFQs by time left' });
    // The company's header also holds the kind's and the assignee's sort buttons (shown below
    // 1280 px, where its cells say both; jsdom applies no style, so both sets are here).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reference', 'Company·Kind·Assignee', 'Kind', 'Time left', 'Stage', 'Assignee']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('Two rows expected');
    expect(within(first).getByRole('button', { name: 'FB-AAAA-AAA1' })).toBeVisible();
    expect(within(first).getByText('Answers in (2 of 3 yes)')).toBeVisible();
    expect(within(first).getAllByText('sam@example.test').length).toBeGreaterThan(0);
    expect(within(first).getAllByText('OEM').length).toBeGreaterThan(0);
    expect(within(first).getByTitle(/72 calendar hours/)).toHaveTextContent('11 h left');
    expect(within(second).getByText('Briefs sent')).toBeVisible();
    expect(within(second).getAllByText('Consultation').length).toBeGreaterThan(0);
    expect(within(second).getAllByText('Unassigned').length).toBeGreaterThan(0);
    expect(within(second).getByTitle(/72 calendar hours/)).toHaveTextContent('Overdue by 3 h');
    expect(screen.getByTestId('queue-range')).toHaveTextContent('1–2 of 2');
  });

  it.each([
    ['new', 'New'],
    ['suggested', 'Suggested'],
    ['briefs_sent', 'Briefs sent'],
    ['answers_in', 'Answers in (0 of 3 yes)'],
    ['options_sent', 'Options sent'],
    ['introduced', 'Introduced'],
    ['closed', 'Closed'],
  ] as const)('says the stage %s as "%s"', (stage, label) => {
    renderQueue(page([queueRow(1, { stage })]));
    expect(within(screen.getByRole('table')).getByText(label, { selector: 'td' })).toBeVisible();
  });

  it('sorts by time left first; a header sorts by it, again the other way, and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderQueue(page([queueRow(1)], 120), '/admin?page=2');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Time left')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Company')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(search().get('sort')).toBe('company');
    expect(search().get('desc')).toBeNull();
    expect(search().get('page')).toBeNull();
    expect(header('Company')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Time left')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(search().toString()).toBe('sort=company&desc=1');
    expect(header('Company')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Time left' }));
    expect(search().toString()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Time left' }));
    expect(search().toString()).toBe('desc=1');
    expect(header('Time left')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by kind and by assignee from the company’s header too, and says which it is sorted by', async () => {
    const user = userEvent.setup();
    renderQueue(page([queueRow(1)], 120), '/admin?page=2');
    const company = screen.getByRole('columnheader', { name: /^Company/ });
    const kind = () => within(company).getByRole('button', { name: /^Kind/ });
    const assignee = () => within(company).getByRole('button', { name: /^Assignee/ });
    expect(kind()).toHaveAccessibleName('Kind');

    await user.click(kind());
    expect(search().toString()).toBe('sort=kind');
    expect(kind()).toHaveAccessibleName('Kind, sorted ascending');
    expect(screen.getByRole('columnheader', { name: /^Kind/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(company).not.toHaveAttribute('aria-sort');

    await user.click(kind());
    expect(search().toString()).toBe('sort=kind&desc=1');
    expect(kind()).toHaveAccessibleName('Kind, sorted descending');

    await user.click(assignee());
    expect(search().toString()).toBe('sort=assignee');
    expect(assignee()).toHaveAccessibleName('Assignee, sorted ascending');
    expect(kind()).toHaveAccessibleName('Kind');
  });

  it('writes each filter to the URL and starts again on page 1', async () => {
    const user = userEvent.setup();
    renderQueue(page([queueRow(1)], 120), '/admin?page=3&sort=stage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Answers in');
    expect(search().toString()).toBe('sort=stage&stage=answers_in');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'Due within 24 h');
    expect(search().get('due')).toBe('due_24h');
    expect(search().get('page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mine' }));
    expect(readQueueParams(search())).toMatchObject({ stage: 'answers_in', due: 'due_24h', mine: true, page: 0 });
    expect(
      within(screen.getByRole('combobox', { name: 'Stage' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All open stages',
      'New',
      'Suggested',
      'Briefs sent',
      'Answers in',
      'Options sent',
      'Introduced',
      'Closed',
    ]);
  });

  it('pages forward and back, and stops at either end', async () => {
    const user = userEvent.setup();
    renderQueue(
      page(
        Array.from({ length: 50 }, (_, i) => queueRow(i + 1)),
        120,
      ),
      '/admin?page=2',
    );
    expect(screen.getByTestId('queue-range')).toHaveTextContent('51–100 of 120');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(search().get('page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with no open RFQ says so, with no table', () => {
    renderQueue(page([]));
    expect(screen.getByText('No open RFQs')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('with filters that match nothing says so, and clears them', async () => {
    const user = userEvent.setup();
    renderQueue(page([]), '/admin?stage=introduced&mine=1&sort=company');
    expect(screen.getByText('No RFQs match these filters')).toBeVisible();
    expect(screen.queryByText('No open RFQs')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search().toString()).toBe('sort=company');
  });
});
