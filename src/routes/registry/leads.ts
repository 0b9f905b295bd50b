import type { AppRoute } from '@/app/route-types';

export const leadsRoutes: AppRoute[] = [];
