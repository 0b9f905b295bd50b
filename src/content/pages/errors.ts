// Every page loads these (the route table names the 404 page), so they live apart from the
// forms' messages.
export const notFoundContent = {
  title: 'Page Not Found',
  action: 'Return to Homepage',
  description: 'The page you were looking for does not exist or has moved.',
  keywords: ['Forgebridge', 'CNC supplier sourcing', 'OEM sourcing'],
  text: 'The page you were looking for does not exist or has moved. Everything we offer starts from the homepage.',
} as const;

export const routerErrorContent = {
  title: 'Unexpected Application Error!',
  hint: 'Please reload the page. If the problem continues, email us and tell us what you were doing.',
  reload: 'Reload page',
} as const;

/** A page's code could not be fetched: almost always a lost connection, so the page says so. */
export const routeLoadFailedContent = {
  title: 'This page could not load',
  description: 'You appear to be offline, or the connection dropped. Check it, then try again.',
  retry: 'Try again',
} as const;
