import type { AppRoute } from '@/app/route-types';

export const contentRoutes: AppRoute[] = [];
