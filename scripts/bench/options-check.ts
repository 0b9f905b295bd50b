/**
 * What `npm run bench:options` checks before it times anything: that a seeded token opens a whole
 * page through the REST layer (and a wrong one gets the 404 refusal), that the page's other calls
 * accept the seeded data, and that the queries behind `open_options` find their rows by index.
 * A failure throws: figures of a page that does not open would mean nothing.
 */
import type { Database } from '../../supabase/local/database';
import { runAs } from '../../supabase/local/db/run-as';
import { ANON_KEY, TEST_CLIENT_ADDRESS_HEADER } from '../../supabase/local/config';
import { CALLERS } from '../../supabase/tests/support/fixtures';

interface OptionView {
  id: string;
  certificates: unknown[];
  last_visit: string | null;
  stated: { lead_time?: string };
  reasons: string[];
  chosen_at: string | null;
  available: boolean;
}
interface View {
  reference?: string;
  notice_version?: string;
  code?: string;
  files?: unknown[];
  options?: OptionView[];
  questions?: unknown[];
}

/** `open_options` as the page calls it: a POST to the REST layer's RPC, as one visitor. */
export async function openOptions(base: string, token: string, address: string): Promise<Response> {
  return fetch(`${base}/rest/v1/rpc/open_options`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      'Content-Type': 'application/json',
      [TEST_CLIENT_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify({ p_token: token }),
  });
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`bench:options: ${what}`);
}

/** A live token opens the whole page; a wrong one is refused with 404; choosing and asking work on it. */
export async function checkView(db: Database, base: string, tokens: readonly string[]): Promise<void> {
  const token = tokens[tokens.length - 1] ?? '';
  const response = await openOptions(base, token, '192.0.2.1');
  const view = (await response.json()) as View;
  check(response.ok && view.reference?.startsWith('FB-'), `a live token did not open: ${JSON.stringify(view)}`);
  check(view.options?.length === 3, 'three options offered');
  for (const option of view.options) {
    check(option.certificates.length > 0 || option.last_visit !== null, 'an option has what we verified');
    check(option.stated.lead_time && option.reasons.length > 0, 'an option has its stated terms and reasons');
  }
  check((view.files?.length ?? 0) <= 1, 'the files listed');
  const wrong = await openOptions(base, 'x'.repeat(43), '192.0.2.2');
  check(
    wrong.status === 404 && ((await wrong.json()) as View).code === 'options_link_invalid',
    'a wrong token refused',
  );
  const headers = { 'x-forwarded-for': '192.0.2.3' };
  // The register seeds some suppliers that are not vetted or lack a certificate an RFQ asks for:
  // the page shows them as no longer available, and only an available one may be chosen.
  const first = view.options.find((option) => option.available)?.id;
  check(first, `no seeded option of ${view.reference ?? 'the RFQ'} can be chosen`);
  const chosen = await runAs(
    db,
    CALLERS.anon,
    (tx) =>
      tx.query<{ v: View }>('select public.choose_options($1, $2::uuid[], $3) as v', [
        token,
        [first],
        view.notice_version,
      ]),
    headers,
  );
  check(
    chosen.rows[0]?.v.options?.find((option) => option.id === first)?.chosen_at,
    'choose_options accepted a seeded option',
  );
  const asked = await runAs(
    db,
    CALLERS.anon,
    (tx) =>
      tx.query<{ v: View }>('select public.ask_options_question($1, $2) as v', [token, 'Which finish do they offer?']),
    headers,
  );
  check((asked.rows[0]?.v.questions?.length ?? 0) >= 1, 'ask_options_question recorded a question');
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'])
    out.push(`${node['Relation Name']} ${node['Index Name'] ? `by ${node['Index Name']}` : `(${node['Node Type']})`}`);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** The lookups open_options makes (private.options_access, options_view, offered_option), one per line. */
const LOOKUPS = [
  `select l.id from public.options_links l
    where l.token_hash = private.sha256_hex($1) and l.revoked_at is null and l.expires_at > now()`,
  'select l.clock_closed_at, l.options_sent_at, l.attachments from public.oem_leads l where l.id = $2',
  `select i.id from public.introductions i
    where i.lead_table = 'oem_leads' and i.lead_id = $2 and i.offered_at is not null order by i.position`,
  'select s.company_name from public.introductions i join public.suppliers s on s.id = i.supplier_id where i.id = $3',
  'select c.standard from public.supplier_certificates c where c.supplier_id = $4 order by c.standard',
  'select v.visited_on from public.supplier_visits v where v.supplier_id = $4 order by v.visited_on desc limit 1',
  `select c.made_at from public.buyer_choices c
    where c.lead_table = 'oem_leads' and c.lead_id = $2 and c.kind = 'none_fit' order by c.made_at limit 1`,
  `select q.asked_at from public.buyer_questions q
    where q.lead_table = 'oem_leads' and q.lead_id = $2 order by q.asked_at, q.id`,
];

async function plan(db: Database, sql: string, indexOnly: boolean): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (indexOnly) await tx.query('set local enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`);
    const root = rows[0]?.['QUERY PLAN'][0].Plan;
    return root ? scans(root) : [];
  });
}

/**
 * Each lookup's plan for one seeded token, printed. Throws, naming the table, when a lookup reads
 * a whole table even with sequential scans discouraged (no index serves it), or, at `full` size,
 * when the planner chose to read a table that grows with the RFQs (the register's are small).
 */
export async function checkPlans(db: Database, token: string, full: boolean): Promise<void> {
  const { rows } = await db.query<{ lead: string; intro: string; supplier: string }>(
    `select l.lead_id as lead, i.id as intro, i.supplier_id as supplier
       from public.options_links l join public.introductions i on i.lead_id = l.lead_id
      where l.token_hash = private.sha256_hex($1) order by i.position limit 1`,
    [token],
  );
  const ids = rows[0];
  check(ids, 'the token has a link and introductions');
  const values = [token, ids.lead, ids.intro, ids.supplier];
  const chosen: string[] = [];
  const forced: string[] = [];
  for (const sql of LOOKUPS) {
    // The seeded values are URL-safe tokens and uuids: quoted as literals, each plan is the one for them.
    const bound = sql.replace(/\$(\d)/g, (_, n: string) => `'${values[Number(n) - 1] ?? ''}'`);
    chosen.push(...(await plan(db, bound, false)));
    forced.push(...(await plan(db, bound, true)));
  }
  console.log(`  plans: ${[...new Set(chosen)].join('; ')}`);
  const whole = (scans: string[]) => [...new Set(scans.filter((s) => s.includes('Seq Scan')))];
  check(whole(forced).length === 0, `no index serves: ${whole(forced).join(', ')}`);
  const grown = whole(chosen).filter((s) => !/^(suppliers|supplier_certificates|supplier_visits) /.test(s));
  check(!full || grown.length === 0, `read whole by the planner's choice: ${grown.join(', ')}`);
}
