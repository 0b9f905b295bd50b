import type { ComponentType } from 'react';
import type { JsonLd } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { articles } from '@/content/articles/registry';
import type { ArticleMeta } from '@/content/articles/types';
import { notFoundContent } from '@/content/pages/errors';

/** What a page's <head> says. The title is written without the " | Forgebridge" suffix. */
export type RouteHead = {
  title: string;
  description: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article';
};

/**
 * What a route's loader resolves to. JSON-LD is built inside the page chunk because its inputs
 * (FAQ copy, the organisation profile, article dates) are page content the main bundle should
 * not carry; it receives the route so it can reuse the head's title and path.
 */
export type PageModule = {
  default: ComponentType;
  structuredData?: (route: AppRoute) => JsonLd | readonly JsonLd[];
};

/**
 * One URL of the site. The router, the <head> of every page, the prerender step, the sitemap,
 * robots.txt and analytics page names all read these entries, so a page is declared once.
 */
export type AppRoute = {
  path: string;
  /** Page name reported to analytics (shorter than the head title). */
  name: string;
  head: RouteHead;
  /** Prerendered, listed in the sitemap, allowed by robots and reported to analytics. */
  indexable: boolean;
  /** The page's own lazily loaded chunk. */
  load: () => Promise<PageModule>;
};

function articleRoute(article: ArticleMeta): AppRoute {
  return {
    path: article.path,
    name: article.title,
    head: {
      title: article.seoTitle ?? article.title,
      description: article.description,
      keywords: article.keywords,
      ogType: 'article',
    },
    indexable: true,
    // The shared article layout and this article's body load in parallel, as separate chunks.
    load: async () => {
      const [{ articlePage }, { default: body }] = await Promise.all([import('@/routes/article'), article.loadBody()]);
      return articlePage(article, body);
    },
  };
}

/** Every page of the site, in sitemap order. */
export const routeTable: readonly AppRoute[] = [
  {
    path: paths.home,
    name: 'Home',
    head: {
      title: 'Vetted UK CNC Suppliers for OEMs: Precision Sourcing',
      description:
        'Forgebridge matches OEM buyers with vetted UK and European CNC machine shops within 72 hours, free to buyers, and helps precision manufacturers win more OEM work.',
      keywords: [
        'CNC suppliers UK',
        'OEM sourcing',
        'precision machining',
        'vetted machine shops',
        'supplier matching',
      ],
    },
    indexable: true,
    load: () => import('@/routes/home'),
  },
  {
    path: paths.privacy,
    name: 'Privacy Policy',
    head: {
      title: 'Privacy Policy',
      description:
        'How Forgebridge collects, uses and protects the personal data you give us through our forms, under UK GDPR and the Data Protection Act 2018.',
    },
    indexable: true,
    load: () => import('@/routes/privacy-policy'),
  },
  {
    path: paths.terms,
    name: 'Terms of Service',
    head: {
      title: 'Terms of Service',
      description:
        'The terms that apply when you use the Forgebridge website and our supplier introduction service for OEM buyers and CNC machine shops.',
    },
    indexable: true,
    load: () => import('@/routes/terms'),
  },
  {
    path: paths.cncPartner,
    name: 'Become a CNC Partner',
    head: {
      title: 'Become a CNC Partner: Free £3,000 Marketing Package',
      description:
        'CNC and precision machine shops: join the Forgebridge partner network and get introduced to OEM buyers, with case studies, a shop video and a website refresh worth £3,000.',
      keywords: [
        'CNC shop marketing',
        'machine shop lead generation',
        'OEM buyers',
        'CNC partner network',
        'precision engineering sales',
      ],
    },
    indexable: true,
    load: () => import('@/routes/cnc-partner'),
  },
  {
    path: paths.oemSourcing,
    name: 'OEM Sourcing',
    head: {
      title: 'Get 3 Vetted CNC Suppliers in 72 Hours, Free for OEMs',
      description:
        'OEM buyers: tell us what you need machined and get three vetted UK CNC supplier options within 72 hours, at no cost, with ongoing project management and quality assurance.',
      keywords: ['CNC suppliers UK', 'OEM sourcing', 'vetted machine shops', 'RFQ', 'precision machining suppliers'],
    },
    indexable: true,
    load: () => import('@/routes/oem-sourcing'),
  },
  {
    path: paths.icpTemplate,
    name: 'Universal ICP Template',
    head: {
      title: 'Free Universal ICP Template for B2B Manufacturers',
      description:
        'Download a free one-page Ideal Customer Profile template for CNC and precision manufacturing sellers: firmographics, certifications, buying committee, triggers and a fit score.',
      keywords: [
        'ICP template',
        'ideal customer profile',
        'B2B manufacturing sales',
        'CNC machine shop marketing',
        'precision manufacturing',
      ],
    },
    indexable: true,
    load: () => import('@/routes/universal-icp-template'),
  },
  {
    path: paths.quote,
    name: 'Book a Call',
    head: {
      title: 'Book a Call',
      description:
        'Request a free consultation for your CNC machining project. Tell us about parts, materials, quantities and tolerances, and we match you with vetted UK suppliers.',
      keywords: ['CNC machining quote', 'free manufacturing consultation', 'UK CNC suppliers', 'book a call', 'RFQ'],
    },
    indexable: true,
    load: () => import('@/routes/quote'),
  },
  {
    path: paths.contact,
    name: 'Contact Us',
    head: {
      title: 'Contact Us',
      description:
        'Talk to Forgebridge about sourcing vetted UK CNC suppliers or growing your machine shop. Book a call or email us: replies within 24 hours, Monday to Friday.',
      keywords: ['contact Forgebridge', 'CNC sourcing enquiry', 'book a call', 'precision manufacturing help'],
    },
    indexable: true,
    load: () => import('@/routes/contact'),
  },
  {
    path: paths.services,
    name: 'Services for CNC Shops and OEM Buyers',
    head: {
      title: 'Services for CNC Shops and OEM Buyers',
      description:
        'Marketing and business development for CNC and precision machine shops, and free sourcing of vetted UK suppliers for OEM buyers, from one UK-first network.',
      keywords: [
        'CNC marketing',
        'machine shop lead generation',
        'OEM sourcing',
        'precision manufacturing services',
        'UK CNC suppliers',
      ],
    },
    indexable: true,
    load: () => import('@/routes/services'),
  },
  {
    path: paths.resources,
    name: 'Resources & Insights',
    head: {
      title: 'Resources & Insights',
      description:
        'Guides and templates for OEM buyers and CNC shops: supplier risk, growth, true cost, AI CAM, certifications, cost reduction and the 2025 challenges in machining.',
      keywords: ['CNC resources', 'OEM sourcing guides', 'machining articles', 'ICP template', 'supply chain insights'],
    },
    indexable: true,
    load: () => import('@/routes/resources'),
  },
  {
    path: paths.about,
    name: 'About Us',
    head: {
      title: 'About Us',
      description:
        'Forgebridge was founded in 2024 to make precision manufacturing easier to buy and to sell, connecting OEM buyers with vetted UK and European CNC partners.',
      keywords: [
        'about Forgebridge',
        'precision manufacturing sourcing',
        'CNC supplier network',
        'OEM supplier matching',
      ],
    },
    indexable: true,
    load: () => import('@/routes/about'),
  },
  ...articles.map(articleRoute),
  {
    // Hidden: not prerendered (the static host serves the app shell), not in the sitemap, never
    // reported to analytics, and robots.txt names only its first segment.
    path: paths.admin,
    name: 'Leads dashboard',
    head: { title: 'Leads dashboard', description: 'Internal dashboard of the leads collected by the site.' },
    indexable: false,
    load: () => import('@/routes/admin'),
  },
];

/** Every other URL. Its canonical link is the requested path, and it is marked noindex. */
export const notFoundRoute: AppRoute = {
  path: '*',
  name: notFoundContent.title,
  head: { title: notFoundContent.title, description: notFoundContent.description },
  indexable: false,
  load: () => import('@/routes/not-found'),
};

/** The entry for a path, matched case-insensitively as the router does. */
export function findRoute(path: string): AppRoute | undefined {
  return routeTable.find((r) => r.path.toLowerCase() === path.toLowerCase());
}
