import { describe, expect, it } from 'vitest';
import { capabilityLists } from '../../src/lib/suppliers/capabilities.ts';
import { seedDemoRegister } from '../local/seed/demo-register.ts';
import { useFreshDatabase } from './support/fresh.ts';

/** The demo register `npm run dev` seeds: varied enough to show matching, and seeded only once. */

const db = useFreshDatabase();

describe('the demo register', () => {
  it('holds about 40 UK and EU suppliers with every process and standard, some expired, and is seeded once', async () => {
    expect(await seedDemoRegister(db)).toBe(40);
    const { rows } = await db.query<Record<string, unknown>>(
      `select count(*)::int as suppliers,
              count(*) filter (where country = 'GB')::int as uk,
              count(distinct country)::int as countries,
              (select array_agg(distinct p order by p) from public.suppliers, unnest(processes) p) as processes,
              (select array_agg(distinct standard order by standard) from public.supplier_certificates
                where public.certificate_is_held(verified_at, expires_on)) as held,
              (select count(*)::int from public.supplier_certificates where expires_on < current_date) as expired,
              count(distinct (envelope_x_mm, envelope_y_mm, envelope_z_mm))::int as envelopes,
              count(distinct capacity)::int as capacities,
              count(*) filter (where status = 'vetted')::int as vetted
         from public.suppliers`,
    );
    expect(rows[0]).toMatchObject({
      suppliers: 40,
      processes: capabilityLists.processes.map((p) => p.value).sort(),
      held: capabilityLists.certifications.map((c) => c.value).sort(),
      capacities: 3,
    });
    const figures = rows[0] as Record<string, number>;
    expect(figures.uk).toBeGreaterThan(20);
    expect(figures.countries).toBeGreaterThan(5);
    expect(figures.expired).toBeGreaterThan(0);
    expect(figures.envelopes).toBeGreaterThan(4);
    expect(figures.vetted).toBeGreaterThan(15);
    expect(await seedDemoRegister(db)).toBe(0);
  });
});
