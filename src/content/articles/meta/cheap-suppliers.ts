import { paths } from '@/config/paths';
import { forgebridgeTeam } from '../author';
import type { ArticleMeta } from '../types';

export default {
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
  loadBody: () => import('../cheap-suppliers'),
} satisfies ArticleMeta;
