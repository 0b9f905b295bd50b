import type { Stat } from './types';

export const partnerStats = [
  { value: '12+', label: 'Years in precision manufacturing' },
  { value: '50+', label: 'Partner shops' },
  { value: '2M+ GBP', label: 'Of work facilitated' },
] as const satisfies readonly Stat[];

export const oemStats = [
  { value: '100+', label: 'OEM clients' },
  { value: '72hr', label: 'Average response' },
  { value: '98%', label: 'Success rate' },
] as const satisfies readonly Stat[];
