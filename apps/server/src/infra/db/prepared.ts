// Statements written once and run many times by name, for the hottest queries (the hot-jobs search): no SQL
// is built per call, the database parses each once and can keep one plan for it, and the answer reaches
// the server as the database wrote it.
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Db } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A row as an array of the selected columns' values as the driver reads them without converting them:
 * Buffers of the text PostgreSQL sends (a JSON document the server passes on is never decoded), and
 * PGlite's strings and numbers.
 */
export type RawRow = unknown[];
type Run = (values: Record<string, unknown>) => Promise<RawRow[]>;

/** The clients behind a database's Drizzle instance. */
export type StatementClients =
  | { kind: 'pglite'; client: PGlite }
  /** `generic` is a pool whose connections plan each statement once (plan_cache_mode force_generic_plan). */
  | { kind: 'postgres'; client: Sql; generic: Sql };

const clientsOf = new WeakMap<Db, StatementClients>();

export function preparedStatementsOn(db: Db, clients: StatementClients): void {
  clientsOf.set(db, clients);
}

export interface StatementOptions {
  /**
   * Plan once for any values (a generic plan), for a statement whose best plan does not depend on them,
   * which PostgreSQL cannot always tell: it plans afresh for each call where a plan for the values at hand
   * looks cheaper, and planning can cost more than running. Values that do change the best plan belong in
   * the statement's text (a statement of their own), not in its parameters. Such a statement is planned
   * without sorting (GENERIC_PLAN_SETTINGS): it must read in an index's order.
   */
  genericPlan?: boolean;
  /**
   * Planner settings for this statement alone: on PostgreSQL made with SET LOCAL in a transaction of its
   * own (three more round trips: for statements run seldom), on PGlite made and reset around it in the
   * same batch of messages.
   */
  settings?: Record<string, string>;
}

/**
 * How statements planned once are planned. Without sorting: a generic plan guesses each filter's share
 * from the number of distinct values, takes 北京 (a sixth of all jobs) for a rare city, and may then
 * combine two indexes and sort every job they leave (half a second) rather than walk an index in order
 * and stop at the page's last job (a millisecond). A statement that cannot avoid a sort still gets one.
 */
export const GENERIC_PLAN_SETTINGS = { plan_cache_mode: 'force_generic_plan', enable_sort: 'off' } as const;

/**
 * A statement written once, its values `sql.placeholder`s, run by name with the values of each call.
 * PostgreSQL (postgres.js) parses it once per connection; PGlite, whose query API parses every query anew,
 * gets it parsed once through its wire protocol. Either keeps a generic plan where it costs no more than a
 * plan for the values at hand, or always with `genericPlan`.
 */
export function preparedStatement(name: string, build: () => SQL, options: StatementOptions = {}) {
  const runs = new WeakMap<Db, Run>();
  let query: Query | undefined;
  return (db: Db, values: Record<string, unknown>): Promise<RawRow[]> => {
    let run = runs.get(db);
    if (!run) {
      query ??= dialect.sqlToQuery(build());
      const clients = clientsOf.get(db);
      if (!clients) throw new Error('preparedStatement: a database opened by openDatabase is needed');
      const generic = options.genericPlan === true;
      const settings = options.settings ?? {};
      run =
        clients.kind === 'pglite'
          ? onPglite(clients.client, name, query, { ...(generic ? GENERIC_PLAN_SETTINGS : {}), ...settings })
          : onPostgres(generic ? clients.generic : clients.client, query, settings);
      runs.set(db, run);
    }
    return run(values);
  };
}

function onPostgres(client: Sql, query: Query, settings: Record<string, string>): Run {
  const made = Object.entries(settings).map(([name, value]) => `set local ${name} = ${value}`);
  return async (values) => {
    const params = fillPlaceholders(query.params, values) as never[];
    if (made.length === 0) {
      return (await client.unsafe(query.sql, params, { prepare: true }).raw()) as unknown as RawRow[];
    }
    return (await client.begin(async (tx) => {
      await tx.unsafe(made.join('; '));
      return tx.unsafe(query.sql, params, { prepare: true }).raw();
    })) as unknown as RawRow[];
  };
}

const { serialize } = protocol;

/** Where a value goes as text; PostgreSQL reads it as the type the statement gives its parameter. */
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** A statement run once through the extended protocol's unnamed statement. */
const once = (text: string) => [
  serialize.parse({ name: '', text }),
  serialize.bind({ statement: '' }),
  serialize.execute({}),
];

/**
 * PGlite has one session, which the application's other queries share: a statement's settings are made
 * around it alone, in the same batch of messages (a failure rolls them back with the rest).
 */
function onPglite(client: PGlite, name: string, query: Query, settings: Record<string, string>): Run {
  const on = Object.entries(settings).flatMap(([setting, value]) => once(`set ${setting} = ${value}`));
  const off = Object.keys(settings).flatMap((setting) => once(`reset ${setting}`));
  let parsed = false;
  return (values) =>
    // The protocol methods take no lock: runExclusive keeps other queries from running in between.
    client.runExclusive(async () => {
      if (!parsed) {
        await client.execProtocol(concat([serialize.parse({ name, text: query.sql }), serialize.sync()]));
        parsed = true;
      }
      const params = fillPlaceholders(query.params, values).map(asText);
      const { messages } = await client.execProtocol(
        concat([
          ...on,
          serialize.bind({ statement: name, values: params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          ...off,
          serialize.sync(),
        ]),
      );
      const results = parse.parseResults(messages, client.parsers, { rowMode: 'array' });
      // The settings made before it answer a result each.
      return (results[Object.keys(settings).length]?.rows ?? []) as RawRow[];
    });
}

/** A text[] value as PostgreSQL reads it, for drivers that would not send a JavaScript array as one. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
