import { paths } from '@/config/paths';

export const footerContent = {
  blurb:
    'Forgebridge introduces OEM buyers to vetted UK and European CNC machine shops, and helps precision manufacturers win the work they are built for.',
  rights: 'All rights reserved.',
  sitemap: [
    { label: 'Home', to: paths.home },
    { label: 'Services', to: paths.services },
    { label: 'OEM Sourcing', to: paths.oemSourcing },
    { label: 'Become a Partner', to: paths.cncPartner },
    { label: 'Resources', to: paths.resources },
    { label: 'About Us', to: paths.about },
    { label: 'Contact', to: paths.contact },
    { label: 'Request a Consultation', to: paths.quote },
  ],
  legal: [
    { label: 'Privacy Policy', to: paths.privacy },
    { label: 'Terms of Service', to: paths.terms },
  ],
  /** Reopens the cookie banner; shown only when the build has a Google Analytics measurement id. */
  cookieSettings: 'Cookie settings',
} as const;
