import type { Knex } from 'knex';
import * as createUsers from './20261121000001_create_users';
import * as createSessions from './20261121000002_create_sessions';
import * as createMarketplace from './20261121000003_create_marketplace';
import * as createMessaging from './20261121000004_create_messaging';
import * as createContent from './20261121000005_create_content';
import * as createProductsSearch from './20261121100000_create_products_search';
import * as backfillProductsSearch from './20261121100001_backfill_products_search';
import * as createContentSearch from './20261121200000_create_content_search';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

// Listed statically so the web server, the CLI, vitest and the bundled desktop main load the same set.
const migrations: Record<string, Migration> = {
  '20261121000001_create_users': createUsers,
  '20261121000002_create_sessions': createSessions,
  '20261121000003_create_marketplace': createMarketplace,
  '20261121000004_create_messaging': createMessaging,
  '20261121000005_create_content': createContent,
  '20261121100000_create_products_search': createProductsSearch,
  '20261121100001_backfill_products_search': backfillProductsSearch,
  '20261121200000_create_content_search': createContentSearch,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
