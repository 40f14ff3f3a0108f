// The application root: providers around the router, with the router registered for code outside React.
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);

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
