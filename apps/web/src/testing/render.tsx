// Renders a component or the real routes inside the app's providers, with a fresh query client.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { queryClient } from '@/lib/query-client';

/** A component on its own page; the app's shared query client is emptied first. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  queryClient.clear();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

/** The whole app at `path`. */
export function renderRoutes(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}
