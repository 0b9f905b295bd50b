import type { RfqTable } from '../../../src/shared/leads/tables.ts';
import type { MatrixDatabase } from './policy-matrix.ts';
import { at, BUYER, briefPageHarness } from './brief-page-harness.ts';

/*
 * What the options page's database suites share (options-links-suite.ts, options-choices-suite.ts,
 * options-vouching-suite.ts):
 * the brief page's harness, and an RFQ from a named buyer whose options were sent, with the
 * options link issued as the sender issues it.
 */

type OfferedOptions = { briefs?: number; yes?: number; email?: string; answers?: Record<string, unknown> };

export function optionsPageHarness(open: () => Promise<MatrixDatabase>) {
  const brief = briefPageHarness(open);
  const { as, tokenOf, hashOf, briefed, page, interested } = brief;

  const issueOptions = (table: RfqTable, leadId: string, token: string, replace = true) =>
    as<{ v: Date }>('service_role', 'select public.issue_options_link($1, $2, $3, $4) as v', [
      table,
      leadId,
      hashOf(token),
      replace,
    ]);

  /**
   * An RFQ briefed to `briefs` suppliers, of which the first `yes` said yes and the rest declined;
   * the yes ones are offered to the buyer, whose options link is live. `email` makes the buyer
   * one of a kind where a test erases them; `answers` are the RFQ's own (what it requires).
   */
  async function offered(
    table: RfqTable = 'oem_leads',
    { briefs = 3, yes = 3, email = BUYER.email, answers = {} }: OfferedOptions = {},
  ) {
    const sent = await briefed(table, briefs, email, answers);
    for (const [i, token] of sent.tokens.entries()) {
      const answer = i < yes ? interested() : { answer: 'declined', reason: 'no_capacity' };
      const view = await page('answer_brief', [token, JSON.stringify(answer)]);
      if (view.code) throw new Error(`answer_brief refused: ${JSON.stringify(view)}`);
    }
    const offeredIds = sent.picks.slice(0, yes).map((p) => p.introductionId);
    await as('admin', 'select public.send_buyer_options($1, $2, $3::uuid[], $4)', [
      table,
      sent.rfq.id,
      offeredIds,
      '{}',
    ]);
    const optionsToken = tokenOf();
    await issueOptions(table, sent.rfq.id, optionsToken);
    return { ...sent, offeredIds, optionsToken };
  }

  /** The notice version the page shows (and the choice must carry). */
  async function noticeVersion(token: string): Promise<string> {
    const view = await page('open_options', [token]);
    return String(view.notice_version);
  }

  return { ...brief, issueOptions, offered, noticeVersion, at };
}
