import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as StatusPages from './status-pages';

// Offline without a service worker: the error pages' own chunk cannot be fetched either.
vi.mock('./status-page-views', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/status-page-views.js');
});

describe('the root error page offline', () => {
  it("says in Spanish that the page could not be shown, not the router's English default, when its own chunk fails", async () => {
    // A copy of the module of its own (the query): its lazy views remember their first import, so
    // the shared one could already hold the real views from another file of this worker, or would
    // keep this file's failed import for the next files.
    const offline = './status-pages?offline';
    const { RootError } = (await import(/* @vite-ignore */ offline)) as typeof StatusPages;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = createRootRoute({
      component: () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/agenda-page.js');
      },
      errorComponent: RootError,
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(
      'Algo salió malNo pudimos mostrar esta página. Revise su conexión a internet y vuelva a cargarla.',
    );
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
