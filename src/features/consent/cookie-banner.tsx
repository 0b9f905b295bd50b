import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cookieConsentCopy as copy } from '@/content/cookie-consent';
import type { ConsentChoice } from './consent-store';

export type BannerProps = {
  onChoice: (choice: ConsentChoice) => void;
  /** Escape closes the banner only when a choice already exists, leaving it as it was. */
  onDismiss: (() => void) | undefined;
  /** Move focus into the banner (opened from "Cookie settings", so focus is not left behind it). */
  focus: boolean;
};

/**
 * The cookie banner: a labelled region fixed to the bottom of the viewport, not a modal dialog, so
 * the page stays usable and focus is never trapped. Fixed positioning takes it out of the flow:
 * nothing on the page moves when it appears (no layout shift). Accept and Reject are the same
 * component and variant in two equal grid columns, so neither is more prominent.
 */
export function CookieBanner({ onChoice, onDismiss, focus }: BannerProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) region.current?.focus();
  }, [focus]);
  useEffect(() => reserveSpaceBelow(region.current), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) onDismiss();
  };
  return (
    // A region may take focus (tabIndex -1, never in the tab order) and hear Escape from the buttons inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={region}
      role="region"
      aria-label={copy.label}
      aria-describedby="cookie-consent-text"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] outline-none"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6 lg:px-8">
        <p id="cookie-consent-text" className="max-w-3xl text-sm leading-6 text-slate-700">
          {copy.text}{' '}
          <a href={paths.privacy} className="text-brand-700 font-medium underline underline-offset-4">
            {copy.privacyLink}
          </a>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <Button className="min-w-24" onClick={() => onChoice('accepted')}>
            {copy.accept}
          </Button>
          <Button className="min-w-24" onClick={() => onChoice('rejected')}>
            {copy.reject}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * While the banner covers the bottom of the viewport, nothing focused may hide under it (WCAG 2.4.11):
 * scroll-padding keeps a focused element scrolled above it, and as much padding after the page lets
 * the footer scroll clear of it. Both sit below or outside the content, so nothing on the page moves.
 */
function reserveSpaceBelow(banner: HTMLElement | null): (() => void) | undefined {
  if (!banner) return undefined;
  const { documentElement: html, body } = document;
  const observer = new ResizeObserver(() => {
    const height = `${banner.offsetHeight}px`;
    html.style.scrollPaddingBottom = height;
    body.style.paddingBottom = height;
  });
  observer.observe(banner);
  return () => {
    observer.disconnect();
    html.style.scrollPaddingBottom = '';
    body.style.paddingBottom = '';
  };
}

let root: Root | undefined;
let host: HTMLElement | undefined;

/**
 * Renders the banner in a root of its own, placed first in <body>: the first Tab on a page reaches
 * it (before the skip link), while it shows at the bottom of the viewport. Kept out of the app's
 * tree, it never takes part in hydrating the prerendered page.
 */
export function showBanner(props: BannerProps): void {
  if (!host) {
    host = document.createElement('div');
    host.id = 'cookie-consent';
    root = createRoot(host);
  }
  if (!host.isConnected) document.body.prepend(host);
  root?.render(<CookieBanner {...props} />);
}

export function hideBanner(): void {
  root?.render(null);
}

export function focusBanner(): void {
  host?.querySelector<HTMLElement>('[role="region"]')?.focus();
}
