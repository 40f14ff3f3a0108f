// Logging out (SPEC §4): tell the server, then forget the session locally whether or not it answered.
import { SUCCESS_CODE } from '@app/shared/constants';
import { routes } from '@app/shared/routes';
import { api } from './api-client';
import { useSession } from './session';

/** Resolves true when the server confirmed the logout; the local session is cleared either way. */
export async function logout(): Promise<boolean> {
  try {
    const res = await api.request(routes.auth.logout, {}, { skipAuthHandler: true });
    return res.code === SUCCESS_CODE;
  } catch {
    return false;
  } finally {
    useSession.getState().clear();
  }
}
