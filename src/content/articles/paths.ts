/** Article URLs exactly as published, including the capitalised buyer's guide. */
export const articlePaths = {
  oemBuyersGuide: '/OEM-buyers-guide',
  growthGuide: '/growth-guide',
  cheapSuppliers: '/cheap-suppliers',
  aiCnc: '/ai-cnc',
  cncChallenges2025: '/cnc-challenges-2025',
  cncCostReduction: '/cnc-cost-reduction',
  cncCertifications: '/cnc-certifications',
} as const;
