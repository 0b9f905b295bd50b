import { site } from '@/config/site';
import { paths } from '@/config/paths';
import type { ArticleAuthor, ArticleMeta } from './types';

/** Articles are written by the team as a whole; swap in a Person here to credit an individual. */
const forgebridgeTeam: ArticleAuthor = { type: 'Organization', name: site.name };

/**
 * Every article, in the order the resources page lists them. Bodies load lazily, so this
 * module stays small enough for the resources grid and related-article cards to import.
 */
export const articles = [
  {
    slug: 'ai-cnc',
    path: paths.aiCnc,
    title: 'AI CAM Programming and Reshoring: How UK CNC Shops Can Win Back Work',
    seoTitle: 'AI CAM Programming and Reshoring for UK CNC Shops',
    description:
      'How AI-assisted CAM cuts programming and quoting time, why it matters for reshoring to the UK, and a five-step roadmap for CNC shops adopting it.',
    category: 'AI & Technology',
    datePublished: '2025-01-06',
    dateModified: '2025-01-06',
    keywords: ['AI CAM programming', 'CNC reshoring', 'UK machine shops', 'CNC quoting', 'manufacturing AI'],
    author: forgebridgeTeam,
    related: ['cnc-challenges-2025', 'cnc-certifications', 'cnc-cost-reduction'],
    loadBody: () => import('./ai-cnc'),
  },
  {
    slug: 'oem-buyers-guide',
    path: paths.oemBuyersGuide,
    title: 'The OEM Buyer’s Guide: How to Avoid Manufacturing Supply Chain Failures',
    seoTitle: 'OEM Buyer’s Guide: Avoiding Supply Chain Failures',
    description:
      'The five supply chain failure points OEM buyers meet most often, the supplier assessment questions that expose them, and how to build a resilient CNC supply base.',
    category: 'Supply Chain Management',
    datePublished: '2024-10-06',
    dateModified: '2024-10-06',
    keywords: ['OEM buyers guide', 'supply chain failures', 'supplier assessment', 'CNC sourcing', 'supplier risk'],
    author: forgebridgeTeam,
    related: ['growth-guide', 'cheap-suppliers', 'cnc-certifications'],
    loadBody: () => import('./oem-buyers-guide'),
  },
  {
    slug: 'growth-guide',
    path: paths.growthGuide,
    title: 'How OEMs Can Grow Without Breaking Production',
    description:
      'Four pain points OEMs hit when machined-part volumes rise, what causes each, practical workarounds, and a five-question checklist to run before you scale.',
    category: 'Business Growth',
    datePublished: '2024-11-06',
    dateModified: '2024-11-06',
    keywords: ['OEM growth', 'production scaling', 'supplier capacity', 'second source', 'CNC supply chain'],
    author: forgebridgeTeam,
    related: ['oem-buyers-guide', 'cheap-suppliers', 'cnc-challenges-2025'],
    loadBody: () => import('./growth-guide'),
  },
  {
    slug: 'cheap-suppliers',
    path: paths.cheapSuppliers,
    title: 'The True Cost of Cheap CNC Suppliers for OEMs',
    description:
      'Why the lowest CNC quote is often the most expensive: hidden costs, unverified supplier data, single sourcing risk and the communication gaps of offshore supply.',
    category: 'Cost Management',
    datePublished: '2024-12-06',
    dateModified: '2024-12-06',
    keywords: [
      'cheap CNC suppliers',
      'total cost of ownership',
      'offshore sourcing',
      'CNC procurement',
      'supplier selection',
    ],
    author: forgebridgeTeam,
    related: ['cnc-cost-reduction', 'oem-buyers-guide', 'growth-guide'],
    loadBody: () => import('./cheap-suppliers'),
  },
  {
    slug: 'cnc-challenges-2025',
    path: paths.cncChallenges2025,
    title: 'CNC Machining Challenges in 2025: What UK Shops and OEM Buyers Should Know',
    seoTitle: 'CNC Machining Challenges in 2025 for UK Shops and OEMs',
    description:
      'Seven challenges facing UK CNC machine shops in 2025, from skills shortages and cash flow to cyber security, and what each means for the OEMs who buy from them.',
    category: 'Supply Chain Management',
    datePublished: '2025-01-20',
    dateModified: '2025-01-20',
    keywords: [
      'CNC challenges 2025',
      'UK machine shops',
      'manufacturing skills shortage',
      'reshoring',
      'CNC supply chain',
    ],
    author: forgebridgeTeam,
    related: ['ai-cnc', 'cnc-certifications', 'growth-guide'],
    loadBody: () => import('./cnc-challenges-2025'),
  },
  {
    slug: 'cnc-cost-reduction',
    path: paths.cncCostReduction,
    title: 'CNC Cost Reduction: Seven Ways OEMs Can Cut Machining Costs Without Cutting Quality',
    seoTitle: 'CNC Cost Reduction: Seven Ways OEMs Can Cut Costs',
    description:
      'Practical design and sourcing levers that lower CNC machining costs: tolerances, cutter-friendly features, materials, set-ups, finishes, batching and complete RFQs.',
    category: 'Cost Management',
    datePublished: '2025-02-06',
    dateModified: '2025-02-06',
    keywords: ['CNC cost reduction', 'design for manufacture', 'machining costs', 'tolerances', 'CNC RFQ'],
    author: forgebridgeTeam,
    related: ['cheap-suppliers', 'oem-buyers-guide', 'ai-cnc'],
    loadBody: () => import('./cnc-cost-reduction'),
  },
  {
    slug: 'cnc-certifications',
    path: paths.cncCertifications,
    title: 'CNC Machining Certifications Explained: ISO 9001, AS9100D, IATF 16949 and More',
    seoTitle: 'CNC Certifications Explained: ISO 9001, AS9100D and More',
    description:
      'What ISO 9001, AS9100D, IATF 16949, ISO 13485, ISO 14001, ISO 45001, NADCAP and Cyber Essentials cover, which sectors expect them, and how to verify a certificate.',
    category: 'Quality & Compliance',
    datePublished: '2025-03-06',
    dateModified: '2025-03-06',
    keywords: ['CNC certifications', 'AS9100D', 'ISO 9001', 'ISO 13485', 'IATF 16949', 'NADCAP', 'Cyber Essentials'],
    author: forgebridgeTeam,
    related: ['oem-buyers-guide', 'cnc-challenges-2025', 'ai-cnc'],
    loadBody: () => import('./cnc-certifications'),
  },
] as const satisfies readonly ArticleMeta[];

const bySlug = new Map<string, ArticleMeta>(articles.map((article) => [article.slug, article]));

/** Related-article metadata in the order the article lists it. */
export function relatedArticles(article: Pick<ArticleMeta, 'related'>): ArticleMeta[] {
  return article.related.flatMap((slug) => {
    const found = bySlug.get(slug);
    return found ? [found] : [];
  });
}
