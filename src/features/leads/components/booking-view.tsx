import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';

export const CALENDLY_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';
const SCRIPT_ID = 'calendly-widget-script';
/** How long the widget may take to draw its iframe before we show the plain link instead. */
export const BOOKING_WIDGET_TIMEOUT_MS = 4000;
export const BOOKING_WIDGET_HEIGHT_PX = 700;

type CalendlyApi = { initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void };
type Status = 'loading' | 'ready' | 'fallback';

export type BookingViewProps = {
  title?: string;
  intro?: string;
  /** Booking page; the 30-minute event by default (from site config). */
  url?: string;
  timeoutMs?: number;
};

function loadScript(onError: () => void, onLoad: () => void): HTMLScriptElement {
  const existing = document.getElementById(SCRIPT_ID);
  if (existing instanceof HTMLScriptElement) {
    existing.addEventListener('error', onError);
    existing.addEventListener('load', onLoad);
    return existing;
  }
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = CALENDLY_SCRIPT_URL;
  script.async = true;
  script.addEventListener('error', onError);
  script.addEventListener('load', onLoad);
  document.head.appendChild(script);
  return script;
}

/**
 * The booking step after a lead form: Calendly's inline widget, its script fetched only when this
 * view mounts. If the script fails or no iframe appears in time, a plain link to the booking page
 * replaces it, so the visitor never faces a blank box (docs/decisions/0006-external-widgets.md).
 */
export function BookingView({
  title = 'Book your 30-minute call',
  intro = 'Pick a time that suits you. The call is free and there is no obligation.',
  url = site.bookingUrl,
  timeoutMs = BOOKING_WIDGET_TIMEOUT_MS,
}: BookingViewProps) {
  const titleId = `booking-title${useId().replace(/:/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const hasIframe = () => container.querySelector('iframe') !== null;
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      setStatus(next);
    };
    const init = () => {
      // The script auto-initialises `.calendly-inline-widget` elements present when it first runs;
      // a view mounted later (second dialog) needs the explicit call.
      const calendly = (window as Window & { Calendly?: CalendlyApi }).Calendly;
      if (!hasIframe() && !container.hasAttribute('data-processed')) {
        calendly?.initInlineWidget({ url, parentElement: container });
      }
    };
    const observer = new MutationObserver(() => {
      if (hasIframe()) settle('ready');
    });
    observer.observe(container, { childList: true, subtree: true });
    const onError = () => {
      // Drop the failed tag so a later booking view tries again instead of waiting on a dead one.
      script.remove();
      settle('fallback');
    };
    const script = loadScript(onError, init);
    if ('Calendly' in window) init();
    const timer = window.setTimeout(() => settle(hasIframe() ? 'ready' : 'fallback'), timeoutMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      script.removeEventListener('error', onError);
      script.removeEventListener('load', init);
    };
  }, [url, timeoutMs]);

  return (
    <section aria-labelledby={titleId} className="grid gap-4" data-slot="booking-view">
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {status === 'fallback' ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6">
          <p className="text-sm text-slate-700">
            The booking calendar could not load here. Open it in a new tab instead:
          </p>
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'default' })}>
            <CalendarClock aria-hidden="true" />
            Book your call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      ) : (
        <div className="relative">
          {/* The widget script owns this element's children, so React renders nothing inside it. */}
          <div
            ref={containerRef}
            className="calendly-inline-widget w-full min-w-[280px] overflow-hidden rounded-lg border border-slate-200"
            data-url={url}
            style={{ height: BOOKING_WIDGET_HEIGHT_PX }}
          />
          {status === 'loading' ? (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
              Loading the booking calendar…
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
