import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../cnc-challenges-2025'),
} satisfies ArticleMeta;
