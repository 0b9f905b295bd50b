import { termLabel, type CapabilityList } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import type { SupplierRow } from './supplier-queries';

const f = supplierCopy.fields;

/** The fields a shop may propose, in the panel's order: the label and, for a list, its vocabulary. */
const proposable = [
  { key: 'processes', label: f.processes, list: 'processes' },
  { key: 'max_axes', label: f.maxAxes },
  { key: 'materials', label: f.materials, list: 'materials' },
  { key: 'industries', label: f.industries, list: 'industries' },
  { key: 'order_sizes', label: f.orderSizes, list: 'order_sizes' },
  { key: 'lead_time', label: f.leadTime, list: 'lead_time' },
  { key: 'envelope_x_mm', label: f.envelopeX },
  { key: 'envelope_y_mm', label: f.envelopeY },
  { key: 'envelope_z_mm', label: f.envelopeZ },
  { key: 'town', label: f.town },
] as const satisfies readonly { key: keyof SupplierRow; label: string; list?: CapabilityList }[];

export type ProposedChange = { key: string; label: string; current: string; proposed: string };

/** A value as the panel reads it: a list's labels, a number or text, or "Not set". */
function inWords(value: unknown, list: CapabilityList | undefined): string {
  const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  if (values.length === 0) return f.notSet;
  return values.map((v) => (list ? termLabel(list, String(v)) : String(v))).join(', ');
}

/**
 * The changes of a shop's proposal, field by field, each with the supplier's current value and
 * the proposed one in the vocabulary's words. Keys the panel does not know are left out.
 */
export function proposedChanges(supplier: SupplierRow, changes: unknown): ProposedChange[] {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  const proposed = changes as Record<string, unknown>;
  return proposable
    .filter((field) => field.key in proposed)
    .map((field) => {
      const list = 'list' in field ? field.list : undefined;
      return {
        key: field.key,
        label: field.label,
        current: inWords(supplier[field.key], list),
        proposed: inWords(proposed[field.key], list),
      };
    });
}
