// 'Export my data' and 'delete my account' across every module: each module that stores rows of a user
// joins this registry with a part for its own tables, so no file has to know every table and a new domain
// cannot be forgotten (privacy/coverage.test.ts walks the foreign keys to users and fails on an uncovered table).
import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../storage/storage.ts';
import type { Db } from './client.ts';

export interface PrivacyDeps {
  storage: Storage;
  /** Told when a file's bytes could not be removed after the rows went (orphans to sweep later). */
  onStorageError?: (err: unknown, key: string) => void;
}

/** Work left for after the erasing transaction commits, such as removing stored bytes. */
export type AfterErase = () => Promise<void>;

export interface PrivacyPart {
  /** The module that contributes the part. */
  name: string;
  /** Every table whose rows of the user `erase` removes or detaches from them (cascades included). */
  tables: readonly PgTable[];
  /** This module's sections of the export document; their keys merge into the one document. */
  export(db: Db, userId: number, deps: PrivacyDeps): Promise<Record<string, unknown>>;
  /** Removes this module's rows of the user inside the account-closing transaction. */
  erase(tx: Db, userId: number, deps: PrivacyDeps): Promise<AfterErase | undefined>;
}

/**
 * The parts, in the order the composition root registers them: a module after the modules it references.
 * The export runs in that order (so the document opens with the profile); erasing runs in reverse, so rows
 * that point at another module's rows go before those.
 */
export class PrivacyRegistry {
  readonly #parts: PrivacyPart[] = [];

  register(...parts: PrivacyPart[]): this {
    for (const part of parts) {
      if (this.#parts.some((p) => p.name === part.name)) throw new Error(`privacy part ${part.name} twice`);
      this.#parts.push(part);
    }
    return this;
  }

  get parts(): readonly PrivacyPart[] {
    return this.#parts;
  }

  async exportUser(db: Db, userId: number, deps: PrivacyDeps): Promise<Record<string, unknown>> {
    const document: Record<string, unknown> = {};
    for (const part of this.#parts) Object.assign(document, await part.export(db, userId, deps));
    return document;
  }

  /** Every row of the user goes in one transaction; stored bytes leave after it commits. */
  async eraseUser(db: Db, userId: number, deps: PrivacyDeps): Promise<void> {
    const after = await db.transaction(async (tx) => {
      const pending: AfterErase[] = [];
      for (const part of [...this.#parts].reverse()) {
        const next = await part.erase(tx, userId, deps);
        if (next) pending.push(next);
      }
      return pending;
    });
    for (const run of after) await run();
  }
}

type Row = Record<string, unknown>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as it is exported: snake_case keys, ISO dates, minus the columns named (secrets, internals). */
export function exportRow(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * The part of a module whose one table holds the user's rows in one column: exported under `key` (newest
 * first when `newest` names the time column) without that column, deleted outright on erase.
 */
export function ownRowsPart(options: {
  name: string;
  key: string;
  table: PgTable;
  /** The column holding the user's id, and its property name (left out of the export). */
  userColumn: AnyPgColumn;
  userKey: string;
  newest?: AnyPgColumn;
}): PrivacyPart {
  const { name, key, table, userColumn, userKey, newest } = options;
  return {
    name,
    tables: [table],
    async export(db, userId) {
      const query = db.select().from(table).where(eq(userColumn, userId)).$dynamic();
      const rows: Row[] = await (newest ? query.orderBy(desc(newest)) : query);
      return { [key]: rows.map((r) => exportRow(r, [userKey])) };
    },
    async erase(tx, userId) {
      await tx.delete(table).where(eq(userColumn, userId));
      return undefined;
    },
  };
}
