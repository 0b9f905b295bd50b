import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION as NOTICE_VERSION } from '../../src/shared/legal/consent.ts';
import { ident } from '../local/db/catalogue.ts';
import { localSqlFiles, migrationFiles, openDatabase } from '../local/database.ts';
import { useTestBackend } from './support/fresh.ts';
import { CONSENT_VERSION, LEAD_TABLES, validRow, type LeadTable } from './support/fixtures.ts';
import { privacyHelpers } from './support/privacy.ts';

/**
 * Consent against the embedded backend with the real supabase-js: what a lead row must record
 * (the notice's version, the boxes its form has, the row's own time), and how the migration that
 * began recording it filled in the rows stored before (docs/privacy.md).
 */

const backend = useTestBackend();
const { visitor, service, count } = privacyHelpers(backend);

describe('consent columns', () => {
  it('stores what a visitor agreed to, under which wording, at the moment of the row', async () => {
    const row = validRow('icp_template_leads', { marketing_opt_in: true });
    const { error } = await visitor().from('icp_template_leads').insert(row);
    expect(error).toBeNull();
    const { rows } = await backend.db.query<Record<string, unknown>>(
      'select consent_version, consent_at = created_at as same_time, privacy_agreed, marketing_opt_in from public.icp_template_leads where id = $1',
      [row.id],
    );
    expect(rows[0]).toEqual({
      consent_version: CONSENT_VERSION,
      same_time: true,
      privacy_agreed: true,
      marketing_opt_in: true,
    });
  });

  it('defaults to no marketing consent', async () => {
    const row = validRow('icp_template_leads');
    expect((await visitor().from('icp_template_leads').insert(row)).error).toBeNull();
    const { rows } = await backend.db.query('select marketing_opt_in from public.icp_template_leads where id = $1', [
      row.id,
    ]);
    expect(rows[0]).toEqual({ marketing_opt_in: false });
  });

  it.each(LEAD_TABLES)('%s refuses a row without a wording version, or with a malformed one', async (table) => {
    const { consent_version: _omitted, ...withoutVersion } = validRow(table);
    expect(
      (
        await visitor()
          .from(table)
          .insert(withoutVersion as never)
      ).error?.code,
    ).toBe('23502');
    const malformed = validRow(table, { consent_version: 'latest' } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(malformed as never)
      ).error?.code,
    ).toBe('23514');
  });

  it('refuses an ICP download without the privacy box ticked', async () => {
    const row = validRow('icp_template_leads', { privacy_agreed: false });
    expect((await visitor().from('icp_template_leads').insert(row)).error?.code).toBe('23514');
  });

  // Only the ICP form has a privacy box and a marketing box; no other row may claim either.
  it.each(
    LEAD_TABLES.filter((t) => t !== 'icp_template_leads').flatMap((table) =>
      (['privacy_agreed', 'marketing_opt_in'] as const).map((column) => [table, column] as const),
    ),
  )('%s cannot claim %s: its form has no such box', async (table, column) => {
    const row = validRow(table, { [column]: true } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(row as never)
      ).error?.code,
    ).toBe('23514');
  });

  it.each(LEAD_TABLES)('%s names only a notice the site has published', async (table) => {
    for (const version of ['1999-01-01', '2099-12-31']) {
      const row = validRow(table, { consent_version: version } as never);
      expect(
        (
          await visitor()
            .from(table)
            .insert(row as never)
        ).error?.code,
        version,
      ).toBe('23503');
    }
    const malformed = validRow(table, { consent_version: '2099-99-99' } as never);
    expect(
      (
        await visitor()
          .from(table)
          .insert(malformed as never)
      ).error?.code,
    ).toMatch(/^(23514|23503)$/);
    expect(
      (
        await visitor()
          .from(table)
          .insert(validRow(table) as never)
      ).error,
    ).toBeNull();
  });

  it('knows the privacy notice’s current version as the newest published one', async () => {
    const { rows } = await backend.db.query<{ version: string }>(
      'select version from private.notice_versions order by published_on desc, version desc limit 1',
    );
    expect(rows[0]?.version).toBe(NOTICE_VERSION);
  });

  it('takes the consent time from the row’s own time: no caller can write another', async () => {
    const row = { ...validRow('contact_messages'), consent_at: '2020-01-01T00:00:00Z' };
    expect(
      (
        await visitor()
          .from('contact_messages')
          .insert(row as never)
      ).error?.code,
    ).toBe('428C9');
    expect(
      (
        await service()
          .from('contact_messages')
          .insert(row as never)
      ).error?.code,
    ).toBe('428C9');
    expect(await count('contact_messages', row.id)).toBe(0);

    // Even the database owner, back-dating a row, moves both together.
    const stored = validRow('contact_messages');
    await backend.seed('contact_messages', [stored]);
    await backend.db.query("update public.contact_messages set created_at = now() - interval '3 days' where id = $1", [
      stored.id,
    ]);
    const { rows } = await backend.db.query(
      'select consent_at = created_at as same from public.contact_messages where id = $1',
      [stored.id],
    );
    expect(rows[0]).toEqual({ same: true });
    await expect(
      backend.db.query('update public.contact_messages set consent_at = now() where id = $1', [stored.id]),
    ).rejects.toMatchObject({ code: '428C9' });
  });
});

describe('the migration', () => {
  it('records rows stored before consent was recorded as shown the notice of 2026-11-22, at their own time', async () => {
    const files = migrationFiles();
    const at = files.findIndex((f) => f.name === 'consent_retention_erasure');
    expect(at).toBeGreaterThan(0);
    const db = await openDatabase();
    try {
      for (const file of [...localSqlFiles(), ...files.slice(0, at)]) await db.exec(readFileSync(file.path, 'utf8'));
      const stored: { table: LeadTable; id: string }[] = [];
      for (const table of LEAD_TABLES) {
        const {
          consent_version: _version,
          privacy_agreed: _agreed,
          marketing_opt_in: _optIn,
          ...answers
        } = validRow(table) as Record<string, unknown> & { id: string };
        // A row of that time holds only the questions its form asked then.
        const { rows: existing } = await db.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1",
          [table],
        );
        const columns = new Set(existing.map((c) => c.name));
        const list = Object.keys(answers)
          .filter((key) => columns.has(key))
          .map(ident)
          .join(', ');
        const target = `public.${ident(table)}`;
        await db.query(
          `insert into ${target} (${list}, created_at) select ${list}, now() - interval '1 year' from json_populate_recordset(null::${target}, $1::json)`,
          [JSON.stringify([answers])],
        );
        stored.push({ table, id: answers.id });
      }
      await db.transaction(async (tx) => {
        await tx.exec(readFileSync(files[at]?.path ?? '', 'utf8'));
      });
      // A client must still say which wording it showed, and the ICP box is no longer assumed.
      const { rows: defaults } = await db.query(
        `select table_name, column_name, column_default from information_schema.columns
          where table_schema = 'public' and column_name in ('consent_version', 'privacy_agreed')
          order by 1, 2`,
      );
      expect(defaults).toEqual(
        LEAD_TABLES.toSorted().flatMap((table) => [
          { table_name: table, column_name: 'consent_version', column_default: null },
          { table_name: table, column_name: 'privacy_agreed', column_default: 'false' },
        ]),
      );
      for (const { table, id } of stored) {
        const { rows } = await db.query(
          `select consent_version, consent_at = created_at as same_time, privacy_agreed, marketing_opt_in,
                  updated_at, updated_by
             from public.${ident(table)} where id = $1`,
          [id],
        );
        expect(rows[0], table).toEqual({
          consent_version: '2026-11-22',
          same_time: true,
          // The ICP form always required its privacy box; nothing else was ever asked.
          privacy_agreed: table === 'icp_template_leads',
          marketing_opt_in: false,
          // Not stamped as changed on the lead desk.
          updated_at: null,
          updated_by: null,
        });
      }
    } finally {
      await db.close();
    }
  });
});
