// False in the first render (the one the build renders, and the one that hydrates it), true from then on: for
// what only the browser knows (its address, its screen), so the first render equals the prerendered HTML.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
