import { site } from '@/config/site';
import { dialogWithoutScript as copy } from '@/content/no-script';

/**
 * Shown only without JavaScript (`.no-js-only`): the ways to reach the team that need no script,
 * beside a call to action whose dialog cannot open.
 */
export function NoScriptContact() {
  return (
    <p className="no-js-only mt-6 text-base text-slate-200">
      {copy.before}{' '}
      <a href={`mailto:${copy.email}`} className="font-semibold text-white underline underline-offset-2">
        {copy.email}
      </a>{' '}
      {copy.between}{' '}
      <a
        href={site.bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-white underline underline-offset-2"
      >
        {copy.booking}
      </a>
      .
    </p>
  );
}
