import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../cnc-cost-reduction'),
} satisfies ArticleMeta;
