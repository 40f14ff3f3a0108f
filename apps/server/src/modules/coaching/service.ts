// Consult requests (POST /api/consult): a lead to call back. One lead per phone per day: a second request
// within a day updates the first, so a caller who corrects their time is not called twice.
import type { ConsultInput, ConsultResponse } from '@app/shared/coaching';
import type { Db } from '../../infra/db/client.ts';
import { findRecentConsult, insertConsult, updateConsult } from './repo.ts';

/** How long a request stays open to updates by the same phone. */
export const CONSULT_UPDATE_WINDOW_MS = 24 * 3600 * 1000;

export async function submitConsult(
  db: Db,
  userId: number | null,
  input: ConsultInput,
  now: Date = new Date(),
): Promise<ConsultResponse> {
  const fields = {
    name: input.name,
    topic: input.topic,
    preferredTime: input.preferred_time,
    message: input.message,
    source: input.source,
  };
  const recent = await findRecentConsult(
    db,
    input.mobile,
    new Date(now.getTime() - CONSULT_UPDATE_WINDOW_MS),
  );
  if (recent) {
    // A guest's later request keeps the account an earlier one was made from.
    await updateConsult(db, recent.id, { ...fields, userId: userId ?? recent.userId });
    return { id: recent.id, updated: true };
  }
  const id = await insertConsult(db, { ...fields, mobile: input.mobile, userId });
  return { id, updated: false };
}
