import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../oem-buyers-guide'),
} satisfies ArticleMeta;
