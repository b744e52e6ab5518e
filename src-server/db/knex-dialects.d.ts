// knex's dialect clients, subclassed in sqlite-client.ts and postgres-client.ts; knex ships no types for them.
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type { Knex } from 'knex';

  const BetterSqlite3Client: new (config: Knex.Config) => Knex.Client;
  export default BetterSqlite3Client;
}
