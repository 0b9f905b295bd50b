import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../cnc-certifications'),
} satisfies ArticleMeta;
