import { capabilityLists } from '../../../src/lib/suppliers/capabilities.ts';
import { capacities } from '../../../src/lib/suppliers/register.ts';
import type { Database } from '../database.ts';

/**
 * A demo supplier register for `npm run dev`: 40 shops in the UK and the EU, every process and
 * certificate standard (some expired), different envelopes, capacities and statuses, so matching
 * can be seen at once. Local development only: never a migration, and the browser-test server does
 * not seed it, so browser tests see only the suppliers they add. It is seeded once, into a register
 * that has never been used (no history); `npm run db:reset` brings it back.
 */

const shops: readonly (readonly [company: string, country: string, town: string])[] = [
  ['Castleford Precision', 'GB', 'Castleford'],
  ['Brunel Aerospace Machining', 'GB', 'Bristol'],
  ['Tyne Subsea Components', 'GB', 'Newcastle upon Tyne'],
  ['Midlands Five-Axis', 'GB', 'Coventry'],
  ['Sheffield Forge & Turn', 'GB', 'Sheffield'],
  ['Clyde Medical Engineering', 'GB', 'Glasgow'],
  ['Thames Valley Prototypes', 'GB', 'Reading'],
  ['Pennine Swiss Turning', 'GB', 'Huddersfield'],
  ['Solent Marine Machining', 'GB', 'Southampton'],
  ['Black Country Fabrications', 'GB', 'Dudley'],
  ['Cambridge Micro EDM', 'GB', 'Cambridge'],
  ['Derby Rail Components', 'GB', 'Derby'],
  ['Welsh Valleys Precision', 'GB', 'Merthyr Tydfil'],
  ['Silverstone Motorsport Parts', 'GB', 'Towcester'],
  ['Aberdeen Energy Machining', 'GB', 'Aberdeen'],
  ['Lancashire Grinding Services', 'GB', 'Preston'],
  ['Humber Heavy Turning', 'GB', 'Hull'],
  ['Norfolk Assembly Works', 'GB', 'Norwich'],
  ['Belfast Precision Tools', 'GB', 'Belfast'],
  ['Kent Titanium Specialists', 'GB', 'Ashford'],
  ['Leicester CNC Partners', 'GB', 'Leicester'],
  ['Cornwall Prototype Shop', 'GB', 'Truro'],
  ['Oxford Instruments Machining', 'GB', 'Abingdon'],
  ['Cumbria Nuclear Components', 'GB', 'Workington'],
  ['Essex Electronics Enclosures', 'GB', 'Chelmsford'],
  ['Stoke Mill-Turn', 'GB', 'Stoke-on-Trent'],
  ['Dublin Medtech Machining', 'IE', 'Dublin'],
  ['Cork Precision Engineering', 'IE', 'Cork'],
  ['Stuttgart Präzisionsteile', 'DE', 'Stuttgart'],
  ['Bavaria Fünfachs Fertigung', 'DE', 'Augsburg'],
  ['Eindhoven High-Tech Parts', 'NL', 'Eindhoven'],
  ['Lyon Usinage Aéronautique', 'FR', 'Lyon'],
  ['Toulouse Aero Components', 'FR', 'Toulouse'],
  ['Brescia Meccanica', 'IT', 'Brescia'],
  ['Wrocław CNC Works', 'PL', 'Wrocław'],
  ['Brno Machining', 'CZ', 'Brno'],
  ['Porto Precision Metal', 'PT', 'Porto'],
  ['Bilbao Mecanizados', 'ES', 'Bilbao'],
  ['Göteborg Verkstad', 'SE', 'Gothenburg'],
  ['Aarhus Subsea Parts', 'DK', 'Aarhus'],
];

const envelopes = [
  [300, 200, 150],
  [500, 400, 300],
  [800, 500, 450],
  [1200, 800, 600],
  [2000, 1000, 800],
  [150, 100, 100],
  [4000, 2000, 1000],
] as const;

const statusOf = (i: number) =>
  (['prospect', 'vetting', 'vetted', 'vetted', 'vetted', 'vetted', 'vetted', 'lapsed', 'paused', 'rejected'] as const)[
    i % 10
  ];

const values = (list: readonly { value: string }[]) => list.map((t) => t.value);
const pick = <T>(list: readonly T[], ...at: number[]) => [...new Set(at.map((n) => list[n % list.length] as T))];
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** Seeds the demo register unless the register has ever been used; returns how many suppliers. */
export async function seedDemoRegister(db: Database): Promise<number> {
  const { rows } = await db.query<{ used: boolean }>(
    'select exists (select from public.suppliers) or exists (select from public.supplier_history) as used',
  );
  if (rows[0]?.used) return 0;
  const processes = values(capabilityLists.processes);
  const materials = values(capabilityLists.materials);
  const industries = values(capabilityLists.industries);
  const orderSizes = values(capabilityLists.order_sizes);
  const leadTimes = values(capabilityLists.lead_time);
  const standards = values(capabilityLists.certifications);
  await db.transaction(async (tx) => {
    await tx.query("select set_config('forgebridge.actor', 'demo seed', true)");
    for (const [i, [company, country, town]] of shops.entries()) {
      const shopProcesses = pick(processes, i, i + 3, ...(i % 2 === 0 ? [0] : []));
      const [x, y, z] = envelopes[i % envelopes.length] ?? envelopes[0];
      const status = statusOf(i);
      const uk = country === 'GB';
      const { rows: created } = await tx.query<{ id: string }>(
        `insert into public.suppliers (company_name, contact_name, email, phone, website, country, town, processes,
           max_axes, materials, industries, order_sizes, lead_time, regions, envelope_x_mm, envelope_y_mm,
           envelope_z_mm, capacity, status, notes, status_reason)
         values ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10::text[], $11::text[], $12::text[], $13, $14::text[],
           $15, $16, $17, $18, $19, 'Demo supplier (local development only).',
           case when $19 = 'rejected' then 'Demo: sample parts were out of tolerance.' end)
         returning id`,
        [
          company,
          `Contact ${i + 1}`,
          `sales${i + 1}@demo-supplier.example`,
          uk ? `+44 1632 96${String(i).padStart(4, '0')}` : null,
          `demo-supplier-${i + 1}.example`,
          country,
          town,
          shopProcesses,
          shopProcesses.includes('multi-axis') ? 4 + (i % 6) : null,
          pick(materials, i, i + 2, ...(i % 3 === 0 ? [i + 5] : [])),
          pick(industries, i, i + 4),
          pick(orderSizes, i, i + 1),
          leadTimes[i % leadTimes.length],
          uk ? pick(['uk', 'eu', 'global'], 0, ...(i % 3 === 1 ? [1] : i % 3 === 2 ? [1, 2] : [])) : ['eu', 'uk'],
          x,
          y,
          z,
          capacities[i % capacities.length]?.value,
          status === 'vetted' ? 'vetting' : status,
        ],
      );
      const id = created[0]?.id;
      // One verified certificate each (every standard held somewhere); every fifth shop also has
      // an expired one, and every seventh an unverified one.
      await tx.query(
        `insert into public.supplier_certificates (supplier_id, standard, certificate_number, issuing_body, expires_on, verified_at)
         values ($1, $2, $3, 'Demo Certification Body', $4, now())`,
        [id, standards[i % standards.length], `DEMO-${1000 + i}`, day(120 + 37 * i)],
      );
      if (i % 5 === 0) {
        await tx.query(
          `insert into public.supplier_certificates (supplier_id, standard, certificate_number, expires_on, verified_at)
           values ($1, $2, $3, $4, now())`,
          [id, standards[(i + 2) % standards.length], `DEMO-X${i}`, day(-30 - i)],
        );
      }
      if (i % 7 === 3) {
        await tx.query('insert into public.supplier_certificates (supplier_id, standard) values ($1, $2)', [
          id,
          standards[(i + 4) % standards.length],
        ]);
      }
      if (status === 'vetted' || status === 'paused' || status === 'lapsed') {
        const lapsed = status === 'lapsed';
        await tx.query(
          `insert into public.supplier_visits (supplier_id, visited_on, visited_by, outcome, next_revisit_due, notes,
             certifications_checked, sample_parts_approved, qa_procedures_reviewed, capacity_confirmed)
           values ($1, $2, 'Demo visitor', 'passed', $3, 'Demo visit.', true, true, true, true)`,
          [id, day(lapsed ? -400 : -30 - i), day(lapsed ? -35 : 335 - i)],
        );
      }
      if (status === 'vetted') await tx.query("update public.suppliers set status = 'vetted' where id = $1", [id]);
    }
    // The demo shops were never told of their vetting: their notices (and so their emails) go
    // before the outbox can send them to the local mail capture.
    await tx.query('delete from public.supplier_notices');
  });
  return shops.length;
}
