import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { leadsToCsv } from '@/features/desk/shared/csv-export';
import { csvRow, leadAnswers } from '@/features/desk/leads/lead-fields';
import { FILE_COLUMN, NOT_GIVEN } from '@/shared/leads/answer-text';
import { leadKindIds, type LeadKindId, type LeadRow } from '@/shared/leads/tables';
import { storedLead } from '@/testing/lead-row';
import {
  alertSubject,
  leadAnswers as alertAnswers,
  leadAttachments,
} from '../../supabase/functions/deliver-leads/lead-answers.ts';
import { renderTeamAlert } from '../../supabase/functions/deliver-leads/team-alert.ts';
import { sampleRead } from '../../src/shared/cad/sample-read.ts';

/*
 * One lead of each kind through the three places a person reads it: the admin's panel, the CSV
 * and the team alert. All three take their text from the one reader, so each answer reads the
 * same in all of them (the CSV leaves an empty answer's cell empty where the others say
 * "Not given").
 */

// Each kind's sample lead, with answers of every shape: options, a yes and a no, and files.
const extra: { [K in LeadKindId]: Partial<LeadRow<K>> } = {
  icp: {},
  oem: {
    quality_standards: 'iso9001, other, NORSOK M-650',
    attachments: [{ name: 'bracket.step', size: 1_572_864, type: 'model/step' }],
  },
  partner: { hear_about_us: 'search-engine', phone: null },
  contact: {},
  quote: {
    international_suppliers: true,
    job_types: ['milling', 'edm'],
    tolerance: null,
    attachments: [
      {
        name: 'housing.step',
        size: 1_572_864,
        type: 'model/step',
        // A model's machining read: the CSV and the alert state it with the file.
        read: sampleRead({ sampleSpacingMm: 3.2, thinWalls: 2, thinWallMinMm: 0.32 }),
      },
      { name: 'drawing.pdf', size: 40_000, type: 'application/pdf' },
    ],
  },
};

const panelTexts = (kind: LeadKindId, row: LeadRow<LeadKindId>) =>
  leadAnswers(kind, row).map(({ label, value }) => ({ label, value }));

function csvTexts(kind: LeadKindId, row: LeadRow<LeadKindId>) {
  const [cells] = Papa.parse<Record<string, string>>((leadsToCsv([csvRow(kind, row)]) ?? '').slice(1), {
    header: true,
  }).data;
  return leadAnswers(kind, row).map(({ label, column }) => ({ label, value: cells?.[column] || NOT_GIVEN }));
}

function alertText(kind: LeadKindId, row: LeadRow<LeadKindId>) {
  const lead = row as unknown as Readonly<Record<string, unknown>>;
  return renderTeamAlert({
    subject: alertSubject(kind, lead),
    answers: alertAnswers(kind, lead),
    attachments: leadAttachments(lead),
    adminUrl: 'https://example.test/desk',
  }).text;
}

const alertTexts = (kind: LeadKindId, row: LeadRow<LeadKindId>) => {
  const lines = alertText(kind, row).split('\n');
  return leadAnswers(kind, row).map(({ label }) => ({
    label,
    value: lines.find((line) => line.startsWith(`${label}: `))?.slice(label.length + 2),
  }));
};

describe('one lead of each kind reads the same in the panel, the CSV and the team alert', () => {
  for (const kind of leadKindIds) {
    it(kind, () => {
      const row = storedLead(kind, extra[kind] as Partial<LeadRow<typeof kind>>, 'outputs') as LeadRow<LeadKindId>;
      const panel = panelTexts(kind, row);
      expect(panel.length).toBeGreaterThan(0);
      expect(csvTexts(kind, row)).toEqual(panel);
      expect(alertTexts(kind, row)).toEqual(panel);
      // The files: every one the CSV describes, the alert describes in the same words.
      const files = csvRow(kind, row)[FILE_COLUMN];
      if (typeof files === 'string' && files !== '')
        for (const file of files.split('; ')) expect(alertText(kind, row)).toContain(file);
    });
  }

  it('covers a yes, a no, an option list, a joined "other" answer, files and "Not given"', () => {
    const all = leadKindIds.flatMap((kind) =>
      panelTexts(kind, storedLead(kind, extra[kind] as Partial<LeadRow<typeof kind>>) as LeadRow<LeadKindId>),
    );
    const values = all.map((a) => a.value);
    expect(values).toContain('Yes');
    expect(values).toContain('CNC milling, EDM (electrical discharge machining)');
    expect(values).toContain('ISO 9001, Other, NORSOK M-650');
    expect(values).toContain(NOT_GIVEN);
    expect(csvRow('quote', storedLead('quote', extra.quote))[FILE_COLUMN]).toBe(
      'housing.step (1.50 MB, model/step, 2 thin walls under 0.5 mm (min 0.32 mm), Stock cut away: about 40%, ' +
        'Read from the model’s triangles, about 3.2 mm apart: radii, threads and tolerances need the drawing); ' +
        'drawing.pdf (40 KB, application/pdf)',
    );
    expect(csvRow('quote', storedLead('quote', { international_suppliers: false }))).toMatchObject({
      international_suppliers: 'No',
    });
  });
});
