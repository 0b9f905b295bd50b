import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterErrorScreen } from './router-error-screen';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, Component: () => null, ErrorBoundary: RouterErrorScreen }]);
  render(<RouterProvider router={router} />);
}

describe('RouterErrorScreen', () => {
  it('shows the status and text of a route error response', async () => {
    renderFailingRoute(() => {
      throw new Response('gone', { status: 410, statusText: 'Gone' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('410 Gone')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(() => {
      throw new Error('Cannot read properties of undefined');
    });
    expect(await screen.findByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it.each([
    'Failed to fetch dynamically imported module: https://www.forgebridge.co.uk/assets/about-page-x.js',
    'error loading dynamically imported module: https://www.forgebridge.co.uk/assets/about-page-x.js',
    'Importing a module script failed.',
  ])('says a page that could not load may be offline, without the raw error: %s', async (message) => {
    renderFailingRoute(() => {
      throw new TypeError(message);
    });
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
