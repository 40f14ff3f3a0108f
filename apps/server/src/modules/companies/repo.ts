// Queries of the companies domain.
import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { companies } from './tables.ts';

/** The brand name to draw a company's logo from; undefined for an unknown id. */
export async function getCompanyName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name, shortName: companies.shortName })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) return undefined;
  return row.shortName || row.name;
}
