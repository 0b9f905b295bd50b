/**
 * The booking page a visitor books a call on, when a deployment names none: the site's success
 * views (VITE_BOOKING_URL, src/config) and the receipt emails (BOOKING_URL, a function secret)
 * fall back to the same page.
 */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/forgebridge/30min';
