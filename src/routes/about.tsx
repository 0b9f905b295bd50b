import type { PageMeta } from '@/app/route-table';
import { staticIsland } from '@/components/layout/static-island';
import { site } from '@/config/site';
import { aboutFaqs, founder } from '@/content/pages/about-profile';

export const meta: PageMeta = {
  name: 'About Us',
  head: {
    title: 'About Us',
    description:
      'Forgebridge was founded in 2024 to make precision manufacturing easier to buy and to sell, connecting OEM buyers with vetted UK and European CNC partners.',
    keywords: [
      'about Forgebridge',
      'precision manufacturing sourcing',
      'CNC supplier network',
      'OEM supplier matching',
    ],
  },
};

const page = staticIsland('about', () => import('./about-page'));

export const structuredData = async () => {
  const [{ organisationJsonLd }, { faqJsonLd }] = await Promise.all([
    import('@/components/seo/organisation-json-ld'),
    import('@/components/seo/faq-json-ld'),
  ]);
  return [
    organisationJsonLd({
      foundingDate: String(site.foundingYear),
      founder: { '@type': 'Person', name: founder.name, jobTitle: founder.role },
    }),
    faqJsonLd(aboutFaqs),
  ];
};
export const preload = page.preload;
export default page.Island;
