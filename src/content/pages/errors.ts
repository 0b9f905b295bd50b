export const notFoundContent = {
  description: 'The page you were looking for does not exist or has moved.',
  text: 'The page you were looking for does not exist or has moved. Everything we offer starts from the homepage.',
} as const;

export const routerErrorContent = {
  hint: 'Please reload the page. If the problem continues, email us and tell us what you were doing.',
  reload: 'Reload page',
} as const;
