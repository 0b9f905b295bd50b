import { visitChecks } from '@/lib/suppliers/register';
import { supplierCopy } from './supplier-copy';
import type { VisitRow } from './supplier-queries';

/**
 * What still stands between a supplier and `vetted`, as the database's rule sees it: a passed
 * visit whose revisit date is still to come, with all four checks ticked. The nearest such visit
 * (most checks ticked) names the checks still missing; none at all says so. Empty: ready.
 */
export function vettingBlockers(visits: readonly VisitRow[], today: string): string[] {
  const candidates = visits.filter((v) => v.outcome === 'passed' && (v.next_revisit_due ?? '') >= today);
  if (candidates.length === 0) return [supplierCopy.panel.blockers.noVisit];
  const ticked = (v: VisitRow) => visitChecks.filter((c) => v[c.value]).length;
  const nearest = candidates.reduce((best, v) => (ticked(v) > ticked(best) ? v : best));
  return visitChecks.filter((c) => !nearest[c.value]).map((c) => supplierCopy.panel.blockers.missingCheck(c.label));
}
