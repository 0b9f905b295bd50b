import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../ai-cnc'),
} satisfies ArticleMeta;
