import { CheckCircle2 } from 'lucide-react';
import type { PageMeta } from '@/app/route-table';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { Card } from '@/components/ui/card';
import { icpTemplateContent as c } from '@/content/pages/icp-template';
import { IcpForm } from '@/features/leads/icp/icp-form';

export const meta: PageMeta = {
  name: 'Universal ICP Template',
  head: {
    title: 'Free Universal ICP Template for B2B Manufacturers',
    description:
      'Download a free one-page Ideal Customer Profile template for CNC and precision manufacturing sellers: firmographics, certifications, buying committee, triggers and a fit score.',
    keywords: [
      'ICP template',
      'ideal customer profile',
      'B2B manufacturing sales',
      'CNC machine shop marketing',
      'precision manufacturing',
    ],
  },
};

export default function IcpTemplatePage() {
  return (
    <>
      <Hero art="spindle" badge={c.hero.badge} title={c.hero.title} lead={c.hero.lead} />
      <Section id="get-the-template" title={c.form.title} intro={c.form.intro}>
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h3 className="text-xl font-semibold">{c.inside.title}</h3>
            <p className="mt-2 text-slate-600">{c.inside.intro}</p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {c.inside.items.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <CheckCircle2 className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-slate-950">{item.title}</p>
                    <p className="mt-1 text-sm text-slate-600">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <Card className="lg:col-span-2">
            <IcpForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
