import type { DbOrTx } from './client';

/**
 * Statements built once per database and prepared under their names: a busy path (the allergies list,
 * making a booking) then costs neither drizzle's SQL building nor PostgreSQL's parsing and planning on
 * every request. `build` receives the database (or a transaction, for which the statements are built
 * anew: a transaction is short-lived) and answers its statements, each made with `.prepare(name)` and
 * `sql.placeholder(...)` for its parameters; names must be unique across the server.
 */
export function preparedPer<S>(build: (db: DbOrTx) => S): (db: DbOrTx) => S {
  const built = new WeakMap<DbOrTx, S>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
