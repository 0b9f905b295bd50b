import { describe, expect, it } from 'vitest';
import { requiredEmail } from '../../src/features/leads/field-schemas.ts';
import { plainEmailPattern } from '../../src/shared/leads/fields/email-address.ts';
import type { Field } from '../../src/shared/leads/fields/field-types.ts';
import { attachmentMediaTypes, fileRules, MAX_ATTACHMENT_BYTES } from '../../src/shared/leads/fields/files.ts';
import { leadFields } from '../../src/shared/leads/fields/index.ts';
import { columnsOf, optionValues } from '../../src/shared/leads/fields/rows.ts';
import { rfqColumns, systemColumns } from '../../src/shared/leads/fields/system-columns.ts';
import { isRfqTable, leadKindIds, leadTables } from '../../src/shared/leads/tables.ts';
import { ident } from '../local/db/catalogue.ts';
import { outcome, validRow, type LeadTable } from './support/fixtures.ts';
import { useFreshDatabase } from './support/fresh.ts';

/**
 * The field tables (src/shared/leads/fields) against the migrated schema: what a table lets a form
 * send, the database stores, and what it refuses, the database refuses too. Rows are written by
 * the database owner, so these cases test the check constraints alone, not the visitors' limits.
 */

const db = useFreshDatabase();

function insert(table: LeadTable, overrides: Record<string, unknown>) {
  const row = { ...validRow(table), ...overrides };
  const t = `public.${ident(table)}`;
  const list = Object.keys(row).map(ident).join(', ');
  return outcome(
    db.query(`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json)`, [
      JSON.stringify([row]),
    ]),
  );
}

/** A value of exactly `length` characters of the field's kind. */
function textOfLength(field: Field, length: number): string {
  if (field.kind !== 'email') return 'x'.repeat(length);
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

/** A text answer's most characters (a number's `max` is its largest value, tested apart). */
const hasMax = (field: Field): field is Field & { max: number } => 'max' in field && field.kind !== 'number';

type NumberField = Extract<Field, { kind: 'number' }>;

/** A number answer with what it needs beside it: the answer it is asked after, its group's other sizes. */
function withNumber(table: LeadTable, field: NumberField, value: number): Record<string, unknown> {
  const row: Record<string, unknown> = { [field.column]: value };
  const fields = leadFields[leadKindIds.find((kind) => leadTables[kind] === table) ?? 'partner'] as readonly Field[];
  const after = field.askedWhen && fields.find((f) => f.key === field.askedWhen?.key);
  if (after && field.askedWhen)
    row[after.column] = after.kind === 'choices' ? [field.askedWhen.value] : field.askedWhen.value;
  for (const f of fields)
    if (field.group && f.kind === 'number' && f.group?.name === field.group.name) row[f.column] ??= value;
  return row;
}

type Case = { name: string; table: LeadTable; column: string; fields: Field[] };

const cases: Case[] = leadKindIds.flatMap((kind) =>
  [...columnsOf(leadFields[kind])].map(([column, fields]) => ({
    name: `${leadTables[kind]}.${column}`,
    table: leadTables[kind],
    column,
    fields,
  })),
);

describe.each(cases.filter((c) => c.fields.some((f) => 'options' in f)))(
  '$name stores every option value',
  ({ table, column, fields }) => {
    const [field] = fields as [Field];
    it.each(optionValues(field))('%s', async (value) => {
      // A list of its own stores an array when several may be chosen; a list sharing its column
      // with an "other" text stores the keys as text.
      const stored = field.kind === 'choices' && fields.length === 1 ? [value] : value;
      expect(await insert(table, { [column]: stored })).toBe('ok');
    });
  },
);

describe.each(cases.filter((c) => c.fields.length === 1 && hasMax(c.fields[0] as Field)))(
  '$name holds the longest answer the form allows, and no more',
  ({ table, column, fields }) => {
    const field = fields[0] as Field & { max: number };
    it(`takes ${field.max} characters`, async () => {
      expect(await insert(table, { [column]: textOfLength(field, field.max) })).toBe('ok');
    });
    it(`refuses ${field.max + 1} characters with 23514`, async () => {
      expect(await insert(table, { [column]: textOfLength(field, field.max + 1) })).toBe('23514');
    });
  },
);

describe.each(cases.filter((c) => c.fields[0]?.kind === 'number'))(
  '$name takes the whole numbers the form allows, and no others',
  ({ table, fields }) => {
    const field = fields[0] as NumberField;
    it(`takes ${field.min} to ${field.max}`, async () => {
      expect(await insert(table, withNumber(table, field, field.min))).toBe('ok');
      expect(await insert(table, withNumber(table, field, field.max))).toBe('ok');
    });
    it('refuses a number either side with 23514', async () => {
      expect(await insert(table, withNumber(table, field, field.min - 1))).toBe('23514');
      expect(await insert(table, withNumber(table, field, field.max + 1))).toBe('23514');
    });
  },
);

describe.each(cases.filter((c) => c.fields.length > 1))(
  '$name holds every key with the longest "other" text',
  ({ table, column, fields }) => {
    it('is stored', async () => {
      const keys = fields.flatMap(optionValues);
      const other = fields.find((f): f is Field & { max: number } => hasMax(f)) as Field & { max: number };
      expect(await insert(table, { [column]: [...keys, 'x'.repeat(other.max)].join(', ') })).toBe('ok');
    });
  },
);

describe.each(leadKindIds.map((kind) => ({ kind, table: leadTables[kind] })))('$table columns', ({ kind, table }) => {
  it('exist for every column the field table names, and each other column is a system column', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const inDatabase = rows.map((r) => r.column_name);
    const named = [...columnsOf(leadFields[kind]).keys()];
    expect(
      named.filter((c) => !inDatabase.includes(c)),
      'named by the table, missing in the database',
    ).toEqual([]);
    const rfq = isRfqTable(table);
    const system: readonly string[] = rfq ? [...systemColumns, ...rfqColumns] : systemColumns;
    expect(
      inDatabase.filter((c) => !named.includes(c) && !system.includes(c)),
      'in the database, named by no table',
    ).toEqual([]);
  });
});

describe('files', () => {
  it('the Storage bucket takes the size and media types the forms state', async () => {
    const { rows } = await db.query<{ file_size_limit: number; allowed_mime_types: string[] }>(
      `select file_size_limit, allowed_mime_types from storage.buckets where id = 'lead-attachments'`,
    );
    expect(Number(rows[0]?.file_size_limit)).toBe(MAX_ATTACHMENT_BYTES);
    expect([...(rows[0]?.allowed_mime_types ?? [])].sort()).toEqual([...attachmentMediaTypes].sort());
  });

  const file = { name: 'part.step', size: 10, type: '' };
  it.each([
    ['consultation_requests', fileRules.quote.maxFiles],
    ['oem_leads', fileRules.oem.maxFiles],
    ['cnc_partner_leads', fileRules.partner.maxFiles],
  ] as const)('%s lists as many files as the form sends (%i), and no more', async (table, maxFiles) => {
    const files = (n: number) => Array.from({ length: n }, () => file);
    expect(await insert(table, { attachments: files(maxFiles) })).toBe('ok');
    expect(await insert(table, { attachments: files(maxFiles + 1) })).toBe('23514');
  });
});

describe('email addresses', () => {
  const addresses = [
    'buyer@example.com',
    'Buyer.Name+rfq@Sub.Example.co.uk',
    "o'brien@example.ie",
    'a_b-c@example-parts.com',
    'buyer@example.com(3)',
    '(x)buyer@example.com',
    'x<buyer@example.com>',
    'Buyer <buyer@example.com>',
    '"buyer"@example.com',
    'buyer@example.com?cc=attacker%40evil.test',
    'buyer%evil@example.com',
    'a,b@example.com',
    'buyer@@example.com',
    '.buyer@example.com',
    'buyer.@example.com',
    'buyer..x@example.com',
    'buyer@example',
    'buyer@example.c',
    'buyer@exa mple.com',
    'bü@example.com',
  ];

  it('every lead table takes exactly the addresses the forms take', async () => {
    const form = (email: string) => (requiredEmail().safeParse(email).success ? 'ok' : '23514');
    for (const kind of leadKindIds) {
      const table = leadTables[kind];
      const column = table === 'icp_template_leads' ? 'business_email' : 'email';
      const stored: Record<string, string> = {};
      for (const email of addresses) stored[email] = await insert(table, { [column]: email });
      expect(stored, table).toEqual(Object.fromEntries(addresses.map((email) => [email, form(email)])));
    }
  });

  it('the check constraints state the forms’ pattern', async () => {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname ~ '_email_check$' and connamespace = 'public'::regnamespace`,
    );
    // One per lead table, and the supplier register's contact email.
    expect(rows).toHaveLength(leadKindIds.length + 1);
    for (const { def } of rows) expect(def.replaceAll("''", "'")).toContain(plainEmailPattern.source);
  });
});
