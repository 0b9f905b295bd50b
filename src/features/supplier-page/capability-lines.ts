import { supplierPageContent } from '@/content/pages/supplier';
import { termLabel, type CapabilityList } from '@/lib/suppliers/capabilities';
import { countryLabel } from '@/lib/suppliers/register';
import type { CapabilityChanges, SupplierEntry } from './supplier-view';

const copy = supplierPageContent.capabilities;

export type CapabilityLine = { key: string; label: string; value: string };

const listed = (list: CapabilityList, values: readonly string[]) =>
  values.length === 0 ? copy.none : values.map((v) => termLabel(list, v)).join(', ');

const envelope = (x: number | null | undefined, y: number | null | undefined, z: number | null | undefined) =>
  x != null && y != null && z != null ? copy.envelopeValue(x, y, z) : copy.none;

/** The capabilities the register holds for the shop, each with its label, in the vocabulary's words. */
export function heldLines(supplier: SupplierEntry): CapabilityLine[] {
  return [
    { key: 'processes', label: copy.processes, value: listed('processes', supplier.processes) },
    ...(supplier.processes.includes('multi-axis')
      ? [{ key: 'max_axes', label: copy.maxAxes, value: supplier.max_axes?.toString() ?? copy.none }]
      : []),
    { key: 'materials', label: copy.materials, value: listed('materials', supplier.materials) },
    { key: 'industries', label: copy.industries, value: listed('industries', supplier.industries) },
    { key: 'order_sizes', label: copy.orderSizes, value: listed('order_sizes', supplier.order_sizes) },
    {
      key: 'lead_time',
      label: copy.leadTime,
      value: supplier.lead_time ? termLabel('lead_time', supplier.lead_time) : copy.none,
    },
    {
      key: 'envelope',
      label: copy.envelope,
      value: envelope(supplier.envelope_x_mm, supplier.envelope_y_mm, supplier.envelope_z_mm),
    },
    { key: 'town', label: copy.town, value: supplier.town ?? copy.none },
    { key: 'country', label: copy.country, value: supplier.country ? countryLabel(supplier.country) : copy.none },
  ];
}

/** What a proposal changes, one line per capability it names, in the same words. */
export function proposedLines(changes: CapabilityChanges): CapabilityLine[] {
  const lines: CapabilityLine[] = [];
  const add = (key: string, label: string, value: string) => lines.push({ key, label, value });
  if (changes.processes) add('processes', copy.processes, listed('processes', changes.processes));
  if ('max_axes' in changes) add('max_axes', copy.maxAxes, changes.max_axes?.toString() ?? copy.none);
  if (changes.materials) add('materials', copy.materials, listed('materials', changes.materials));
  if (changes.industries) add('industries', copy.industries, listed('industries', changes.industries));
  if (changes.order_sizes) add('order_sizes', copy.orderSizes, listed('order_sizes', changes.order_sizes));
  if ('lead_time' in changes)
    add('lead_time', copy.leadTime, changes.lead_time ? termLabel('lead_time', changes.lead_time) : copy.none);
  if ('envelope_x_mm' in changes || 'envelope_y_mm' in changes || 'envelope_z_mm' in changes)
    add('envelope', copy.envelope, envelope(changes.envelope_x_mm, changes.envelope_y_mm, changes.envelope_z_mm));
  if ('town' in changes) add('town', copy.town, changes.town ?? copy.none);
  return lines;
}
