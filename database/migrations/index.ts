import type { Knex } from 'knex';
import * as createUsers from './20261121000001_create_users';
import * as createSessions from './20261121000002_create_sessions';
import * as createMarketplace from './20261121000003_create_marketplace';
import * as createMessaging from './20261121000004_create_messaging';
import * as createContent from './20261121000005_create_content';
import * as createProductsSearch from './20261121100000_create_products_search';
import * as backfillProductsSearch from './20261121100001_backfill_products_search';
import * as createContentSearch from './20261121200000_create_content_search';
import * as addUsersDeactivatedAt from './20261123100001_add_users_deactivated_at';
import * as clearEmailDisplayNames from './20261123100002_clear_email_display_names';
import * as rebuildSearchVectors from './20261123600001_rebuild_search_vectors';
import * as addUsersDeletedAt from './20261123110001_add_users_deleted_at';
import * as createModerationItems from './20261123110002_create_moderation_items';
import * as createReports from './20261123110003_create_reports';
import * as createAdminActions from './20261123110004_create_admin_actions';
import * as backfillPendingCommentItems from './20261123110005_backfill_pending_comment_items';
import * as addMessageProduct from './20261123200001_add_message_product';
import * as createSharedProcessState from './20261123700001_create_shared_process_state';
import * as addProductsListIndexes from './20261126100001_add_products_list_indexes';
import * as createMemberSearch from './20261126100002_create_member_search';
import * as addReportStanding from './20261126200001_add_report_standing';
import * as stripInvisibleNameCharacters from './20261126200002_strip_invisible_name_characters';
import * as reweighOpenReports from './20261126200003_reweigh_open_reports';
import * as addProductsReservedAt from './20261126500001_add_products_reserved_at';
import * as createTitleVocabulary from './20261126500002_create_title_vocabulary';
import * as createSavedSearches from './20261126500003_create_saved_searches';
import * as createNotifications from './20261126400001_create_notifications';
import * as createMailOutbox from './20261126400002_create_mail_outbox';
import * as createPasswordResets from './20261126400003_create_password_resets';
import * as addContentStatus from './20261126600001_add_content_status';
import * as createProductCounts from './20261127100001_create_product_counts';

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
  '20261123100001_add_users_deactivated_at': addUsersDeactivatedAt,
  '20261123100002_clear_email_display_names': clearEmailDisplayNames,
  '20261123600001_rebuild_search_vectors': rebuildSearchVectors,
  '20261123110001_add_users_deleted_at': addUsersDeletedAt,
  '20261123110002_create_moderation_items': createModerationItems,
  '20261123110003_create_reports': createReports,
  '20261123110004_create_admin_actions': createAdminActions,
  '20261123110005_backfill_pending_comment_items': backfillPendingCommentItems,
  '20261123200001_add_message_product': addMessageProduct,
  '20261123700001_create_shared_process_state': createSharedProcessState,
  '20261126100001_add_products_list_indexes': addProductsListIndexes,
  '20261126100002_create_member_search': createMemberSearch,
  '20261126200001_add_report_standing': addReportStanding,
  '20261126200002_strip_invisible_name_characters': stripInvisibleNameCharacters,
  '20261126200003_reweigh_open_reports': reweighOpenReports,
  '20261126500001_add_products_reserved_at': addProductsReservedAt,
  '20261126500002_create_title_vocabulary': createTitleVocabulary,
  '20261126500003_create_saved_searches': createSavedSearches,
  '20261126400001_create_notifications': createNotifications,
  '20261126400002_create_mail_outbox': createMailOutbox,
  '20261126400003_create_password_resets': createPasswordResets,
  '20261126600001_add_content_status': addContentStatus,
  '20261127100001_create_product_counts': createProductCounts,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
