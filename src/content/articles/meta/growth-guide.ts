import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../growth-guide'),
} satisfies ArticleMeta;
