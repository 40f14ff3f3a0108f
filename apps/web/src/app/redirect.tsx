// A redirect route element that keeps the search (e.g. the login entry's ?redirect=) on its way.
import { Navigate, useLocation } from 'react-router';

export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
