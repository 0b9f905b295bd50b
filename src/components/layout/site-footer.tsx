import { Link, useMatch } from 'react-router-dom';
import { footerContent } from '@/content/footer';
import { paths } from '@/config/paths';
import { industries, site } from '@/config/site';
import { Logo } from './logo';

/**
 * Dispatched on `window` by the footer's "Cookie settings" button. The app shell hears it and
 * loads the consent feature, which shows the cookie banner again (docs/decisions/0012-cookie-consent.md).
 */
export const COOKIE_SETTINGS_EVENT = 'forgebridge:cookie-settings';

const openCookieSettings = () => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));

export function SiteFooter() {
  const year = new Date().getFullYear();
  // Only a build with a measurement id asks for consent, and never on the admin dashboard (with or
  // without a trailing slash, or below it), which runs no analytics.
  const onAdmin = useMatch(`${paths.admin}/*`) !== null;
  const cookieSettings = Boolean(site.gaMeasurementId) && !onAdmin;
  return (
    <footer className="defer-layout bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-md text-sm leading-6">{footerContent.blurb}</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${site.email}`} className="font-medium text-white underline-offset-4 hover:underline">
              {site.email}
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className="text-sm font-semibold tracking-wide text-white uppercase">
            Sitemap
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {footerContent.sitemap.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Industries</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.name}. {footerContent.rights}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerContent.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            {cookieSettings && (
              <li>
                <button
                  type="button"
                  onClick={openCookieSettings}
                  className="cursor-pointer hover:text-white hover:underline"
                >
                  {footerContent.cookieSettings}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
