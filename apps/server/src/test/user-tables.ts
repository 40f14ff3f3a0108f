// The tables that hold a user's rows, read from PostgreSQL's catalogue (pg_constraint) rather than from any
// list in the code: every table with a foreign key to users, directly or through other tables. The privacy
// tests check each such table against the registry, so a new domain's table cannot be forgotten.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../infra/db/client.ts';

/** One single-column foreign key: child.column references parent.parentColumn. */
export interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const rows = await queryRows<ForeignKey & { columns: number }>(
    db,
    sql`select c.conrelid::regclass::text as child, a.attname as column,
               c.confrelid::regclass::text as parent, pa.attname as "parentColumn",
               array_length(c.conkey, 1) as columns
          from pg_constraint c
          join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
         where c.contype = 'f'
         order by 1, 2`,
  );
  const multi = rows.filter((r) => Number(r.columns) !== 1);
  if (multi.length) throw new Error(`multi-column foreign keys are not walked: ${JSON.stringify(multi)}`);
  return rows.map(({ child, column, parent, parentColumn }) => ({ child, column, parent, parentColumn }));
}

/** Ways from a table to users.id, each a chain of foreign keys ending at users. */
export function pathsToUsers(fks: ForeignKey[], table: string, seen: string[] = []): ForeignKey[][] {
  const paths: ForeignKey[][] = [];
  for (const fk of fks.filter((f) => f.child === table && !seen.includes(f.parent))) {
    if (fk.parent === 'users') paths.push([fk]);
    else for (const rest of pathsToUsers(fks, fk.parent, [...seen, table])) paths.push([fk, ...rest]);
  }
  return paths;
}

/** users itself and every table that reaches it through foreign keys, sorted by name. */
export function tablesReachingUsers(fks: ForeignKey[]): string[] {
  const tables = new Set(fks.map((f) => f.child));
  return ['users', ...[...tables].filter((t) => pathsToUsers(fks, t).length > 0)].sort();
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQL saying that row t0 leads to the user along the path: t0 -> t1 -> ... -> users. */
function pathCondition(path: ForeignKey[], userId: number): string {
  const last = path.length - 1;
  if (last === 0) return `t0.${ident(path[0]!.column)} = ${userId}`;
  // t1..t{last} are the parents along the way; the last one's column holds the user id.
  const from = path
    .slice(0, last)
    .map((fk, i) =>
      i === 0
        ? `${ident(fk.parent)} t1`
        : `join ${ident(fk.parent)} t${i + 1} on t${i}.${ident(fk.column)} = t${i + 1}.${ident(fk.parentColumn)}`,
    )
    .join(' ');
  const first = path[0]!;
  return `exists (select 1 from ${from} where t1.${ident(first.parentColumn)} = t0.${ident(first.column)}
            and t${last}.${ident(path[last]!.column)} = ${userId})`;
}

/** How many rows of the table lead to the user along any of its foreign-key paths (users: the row itself). */
export async function rowsOfUser(db: Db, fks: ForeignKey[], table: string, userId: number): Promise<number> {
  if (!Number.isInteger(userId)) throw new Error('userId must be an integer');
  const conditions =
    table === 'users'
      ? [`t0."id" = ${userId}`]
      : pathsToUsers(fks, table).map((path) => pathCondition(path, userId));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${ident(table)} t0 where ${conditions.join(' or ')}`),
  );
  return Number(row!.n);
}
