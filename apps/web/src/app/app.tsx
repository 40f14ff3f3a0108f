// The application root: providers around the router, with the router registered for code outside React.
import { useEffect, useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** `router`: one made beforehand (main.tsx makes it with the page's route modules loaded, to hydrate). */
export function App({ router: given }: { router?: ReturnType<typeof createBrowserRouter> } = {}) {
  const [router] = useState(() => given ?? createAppRouter());

  // After every effect of the first render (a parent's run after its children's): the page answers input now.
  // A page rendered at build time shows before this; the browser tests wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  useEffect(
    () =>
      registerNavigator((to, options) => {
        void router.navigate(to, options);
      }),
    [router],
  );

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
