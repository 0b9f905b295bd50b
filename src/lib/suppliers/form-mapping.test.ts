import { describe, expect, it } from 'vitest';
import { quoteFields } from '../../shared/leads/fields/quote-fields.ts';
import type { FieldTable } from '../../shared/leads/fields/field-types.ts';
import { oemFields } from '../../shared/leads/fields/oem-fields.ts';
import { capabilityLists, type Term } from './capabilities.ts';
import { quoteMapping, notCapabilities, oemMapping } from './form-mapping.ts';

/**
 * Every option an RFQ form offers maps onto the capability vocabulary (or, on purpose, onto
 * nothing), and every mapping names a term the vocabulary holds.
 */

const forms = [
  { name: 'OEM RFQ', fields: oemFields as FieldTable, mapping: oemMapping, skipped: notCapabilities.oem },
  {
    name: '/quote',
    fields: quoteFields as FieldTable,
    mapping: quoteMapping,
    skipped: notCapabilities.quote,
  },
] as const;

const vocabulary = new Set(Object.values(capabilityLists).flatMap((list: readonly Term[]) => list.map((t) => t.value)));

describe.each(forms)('$name', ({ fields, mapping, skipped }) => {
  const choiceFields = fields.flatMap((f) =>
    (f.kind === 'choice' || f.kind === 'choices') && f.key ? [{ key: f.key, options: f.options }] : [],
  );
  const maps = mapping as Readonly<Record<string, Readonly<Record<string, string | null>>>>;

  it('maps every choice field, or names it as asking nothing the register holds', () => {
    const unplaced = choiceFields.filter((f) => !(f.key in maps) && !(skipped as readonly string[]).includes(f.key));
    expect(unplaced.map((f) => f.key)).toEqual([]);
  });

  it('maps every option value the form offers', () => {
    const unmapped = choiceFields
      .filter((f) => f.key in maps)
      .flatMap((f) => f.options.filter((o) => !(o.value in (maps[f.key] ?? {}))).map((o) => `${f.key}: ${o.value}`));
    expect(unmapped).toEqual([]);
  });

  it('maps no value the form no longer offers, and only onto terms of the vocabulary', () => {
    for (const [key, values] of Object.entries(maps)) {
      const offered = choiceFields.find((f) => f.key === key)?.options.map((o) => o.value) ?? [];
      expect(
        Object.keys(values).filter((v) => !offered.includes(v)),
        key,
      ).toEqual([]);
      const targets = Object.values(values).filter((t): t is string => t !== null);
      expect(
        targets.filter((t) => !vocabulary.has(t)),
        key,
      ).toEqual([]);
    }
  });
});
