import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { LazyForm } from './lazy-form';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyForm', () => {
  it('says the form is loading, then shows it', async () => {
    const Form = lazy(async () => ({ default: () => <p>The form</p> }));
    render(
      <LazyForm>
        <Form />
      </LazyForm>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
    expect(await screen.findByText('The form')).toBeInTheDocument();
  });

  it('offers the booking page when the form’s code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <LazyForm>
        <Broken />
      </LazyForm>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The form could not load');
    expect(screen.getByRole('link', { name: /book a call/i })).toHaveAttribute('href', site.bookingUrl);
  });
});
