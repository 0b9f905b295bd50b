import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { BOOKING_WIDGET_TIMEOUT_MS, BookingView, CALENDLY_SCRIPT_URL } from './booking-view';

const widgetScripts = () => document.querySelectorAll(`script[src="${CALENDLY_SCRIPT_URL}"]`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const s of widgetScripts()) s.remove();
  delete (window as { Calendly?: unknown }).Calendly;
});

describe('BookingView', () => {
  it('loads the widget script only when shown, into a 700 px container for the booking page', () => {
    expect(widgetScripts()).toHaveLength(0);
    const { container } = render(<BookingView />);
    expect(widgetScripts()).toHaveLength(1);
    const widget = container.querySelector('.calendly-inline-widget');
    expect(widget).toHaveAttribute('data-url', site.bookingUrl);
    expect(widget).toHaveStyle({ height: '700px' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar');
  });

  it('shows a plain booking link when no widget appeared within the time limit', () => {
    render(<BookingView />);
    act(() => vi.advanceTimersByTime(BOOKING_WIDGET_TIMEOUT_MS - 1));
    expect(screen.queryByRole('link', { name: /book your call/i })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const link = screen.getByRole('link', { name: /book your call/i });
    expect(link).toHaveAttribute('href', site.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back at once when the script fails to load', () => {
    render(<BookingView />);
    act(() => {
      widgetScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('link', { name: /book your call/i })).toBeInTheDocument();
    // The failed tag is dropped so a later booking view tries again.
    expect(widgetScripts()).toHaveLength(0);
  });

  it('keeps the widget when its iframe arrived in time', async () => {
    const { container } = render(<BookingView />);
    const widget = container.querySelector('.calendly-inline-widget');
    await act(async () => {
      widget?.appendChild(document.createElement('iframe'));
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(BOOKING_WIDGET_TIMEOUT_MS * 2));
    expect(screen.queryByRole('link', { name: /book your call/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks an already loaded widget script to draw into a newly shown view', () => {
    const initInlineWidget = vi.fn();
    (window as { Calendly?: unknown }).Calendly = { initInlineWidget };
    const { container } = render(<BookingView url="https://calendly.com/forgebridge/30min" />);
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: 'https://calendly.com/forgebridge/30min',
      parentElement: container.querySelector('.calendly-inline-widget'),
    });
  });
});
