import type { AppRoute } from '@/app/route-types';
import { paths } from '@/config/paths';
import { cncPartnerMeta, contactMeta, icpTemplateMeta, oemSourcingMeta, quoteMeta } from '@/content/pages/lead-meta';

/*
 * The lead-capture pages. Import only head metadata here: this table is in the main bundle, and
 * page copy belongs in the lazy page chunk.
 */

const cncPartnerRoute: AppRoute = {
  path: paths.cncPartner,
  title: 'Become a CNC Partner',
  description: cncPartnerMeta.description,
  indexable: true,
  inSitemap: true,
  load: () => import('../cnc-partner'),
};

const oemSourcingRoute: AppRoute = {
  path: paths.oemSourcing,
  title: 'OEM Sourcing',
  description: oemSourcingMeta.description,
  indexable: true,
  inSitemap: true,
  load: () => import('../oem-sourcing'),
};

const icpTemplateRoute: AppRoute = {
  path: paths.icpTemplate,
  title: 'Universal ICP Template',
  description: icpTemplateMeta.description,
  indexable: true,
  inSitemap: true,
  load: () => import('../universal-icp-template'),
};

const quoteRoute: AppRoute = {
  path: paths.quote,
  title: quoteMeta.title,
  description: quoteMeta.description,
  indexable: true,
  inSitemap: true,
  load: () => import('../quote'),
};

const contactRoute: AppRoute = {
  path: paths.contact,
  title: contactMeta.title,
  description: contactMeta.description,
  indexable: true,
  inSitemap: true,
  load: () => import('../contact'),
};

export const leadsRoutes: AppRoute[] = [cncPartnerRoute, oemSourcingRoute, icpTemplateRoute, quoteRoute, contactRoute];
