import { z } from '@/lib/zod';
import { supplierPageContent } from '@/content/pages/supplier';
import { multiAxisRange } from '@/lib/suppliers/capabilities';
import type { CapabilityChanges, SupplierCapabilities, SupplierPageView } from './supplier-view';

const copy = supplierPageContent.proposal;

/** The proposal form's values: the lists as ticked boxes, numbers and words as typed. */
export type ProposalFormValues = {
  processes: string[];
  maxAxes: string;
  materials: string[];
  industries: string[];
  orderSizes: string[];
  leadTime: string;
  x: string;
  y: string;
  z: string;
  town: string;
};

const MAX_MM = 100_000;
const wholeMm = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_MM;

type Issue = { path: keyof ProposalFormValues; message: string };

/** The problems of a proposal, each tied to its field: axes only for multi-axis, the part's size all or none. */
export function proposalIssues(values: ProposalFormValues): Issue[] {
  const issues: Issue[] = [];
  if (values.processes.includes('multi-axis')) {
    const axes = Number(values.maxAxes);
    if (values.maxAxes === '' || !Number.isInteger(axes) || axes < multiAxisRange.min || axes > multiAxisRange.max)
      issues.push({ path: 'maxAxes', message: copy.maxAxesRequired });
  }
  const sizes = (['x', 'y', 'z'] as const).map((key) => [key, values[key].trim()] as const);
  const given = sizes.filter(([, text]) => text !== '');
  if (given.length > 0 && given.length < 3) {
    for (const [key, text] of sizes) if (text === '') issues.push({ path: key, message: copy.envelopeAllOrNone });
  }
  for (const [key, text] of given) if (!wholeMm(text)) issues.push({ path: key, message: copy.envelopeRange });
  if (values.town.trim().length > 100) issues.push({ path: 'town', message: copy.townTooLong });
  return issues;
}

/** The proposal form's schema: the values as they are, with every issue on its own field. */
export const proposalSchema = z.custom<ProposalFormValues>().check(
  z.superRefine((values, ctx) => {
    for (const issue of proposalIssues(values)) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: values });
    }
  }),
);

/** The capabilities the form starts from: what we hold, with any changes awaiting review laid over. */
export function startingValues(view: SupplierPageView): ProposalFormValues {
  const held: SupplierCapabilities = view.supplier;
  const c = { ...held, ...(view.proposal?.changes ?? {}) };
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    processes: c.processes ?? [],
    maxAxes: text(c.max_axes),
    materials: c.materials ?? [],
    industries: c.industries ?? [],
    orderSizes: c.order_sizes ?? [],
    leadTime: c.lead_time ?? '',
    x: text(c.envelope_x_mm),
    y: text(c.envelope_y_mm),
    z: text(c.envelope_z_mm),
    town: c.town ?? '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** In the vocabulary's order, so a proposal reads as the page lists the terms. */
const ordered = (values: readonly string[], order: readonly { value: string }[]) =>
  order.map((t) => t.value).filter((v) => values.includes(v));

/**
 * What the shop changed against what we hold: only the capabilities that differ (the part's size
 * as its three measures together). Empty when nothing changed.
 */
export function toChanges(
  values: ProposalFormValues,
  held: SupplierCapabilities,
  vocabulary: {
    processes: readonly { value: string }[];
    materials: readonly { value: string }[];
    industries: readonly { value: string }[];
    order_sizes: readonly { value: string }[];
  },
): CapabilityChanges {
  const changes: CapabilityChanges = {};
  const lists = [
    ['processes', values.processes],
    ['materials', values.materials],
    ['industries', values.industries],
    ['order_sizes', values.orderSizes],
  ] as const;
  for (const [key, list] of lists) {
    if (!sameList(list, held[key])) changes[key] = ordered(list, vocabulary[key]);
  }
  const maxAxes = values.processes.includes('multi-axis') ? Number(values.maxAxes) : null;
  if (maxAxes !== held.max_axes) changes.max_axes = maxAxes;
  const leadTime = values.leadTime === '' ? null : values.leadTime;
  if (leadTime !== held.lead_time) changes.lead_time = leadTime;
  const mm = (text: string) => (text.trim() === '' ? null : Number(text));
  const [x, y, z] = [mm(values.x), mm(values.y), mm(values.z)];
  if (x !== held.envelope_x_mm || y !== held.envelope_y_mm || z !== held.envelope_z_mm) {
    Object.assign(changes, { envelope_x_mm: x, envelope_y_mm: y, envelope_z_mm: z });
  }
  const town = values.town.trim() === '' ? null : values.town.trim();
  if (town !== held.town) changes.town = town;
  return changes;
}
