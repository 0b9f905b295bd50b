import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { navLinks, paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/utils';
import { BookingLink } from './booking-link';
import { MenuIcon } from './menu-icon';
import { Logo } from './logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-950',
    isActive ? 'text-brand-700' : 'text-slate-700',
  );

/**
 * The site's header. On a phone the menu is a `<details>` disclosure: it opens at the first tap,
 * before the app has started (on a slow phone that is a second or more) and with JavaScript off,
 * because the browser itself toggles it. Once hydrated, the app keeps its state so the icon and
 * label follow, Escape closes it, and following a link closes it.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    // A menu opened before hydration stays open: take the browser's state as ours.
    if (menu.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <BookingLink className="ml-3" size="sm">
            Book a Call
          </BookingLink>
        </nav>
        <details ref={menu} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="md:hidden">
          <summary
            className="cursor-pointer list-none rounded-md p-2 text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
          >
            <MenuIcon open={open} />
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white px-4 pb-4 shadow-sm"
          >
            <ul className="grid gap-1 pt-2">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === paths.home}
                    className={(state) => cn(linkClass(state), 'block')}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="pt-2">
                {/* The booking page opens in a new tab; the menu must not still be open on return. */}
                <BookingLink className="w-full" onClick={() => setOpen(false)}>
                  Book a Call
                </BookingLink>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
