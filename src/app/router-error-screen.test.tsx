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
      throw new Error('Failed to fetch dynamically imported module');
    });
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
