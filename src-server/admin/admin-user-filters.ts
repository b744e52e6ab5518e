import { ROLES } from '../../src-shared/schemas/admin';
import { badRequest } from '../http/http-error';
import { queryText } from '../http/query';
import type { AccountStatus, AdminUserFilters } from './admin-users.service';

const STATUSES: readonly AccountStatus[] = ['active', 'deactivated', 'all'];
const SEARCH_MAX = 100;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], message: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(message);
  return value as T;
}

/** GET /api/admin/users query → filters; a value that is not one of the choices answers 400. */
export function parseAdminUserFilters(query: Record<string, unknown>): AdminUserFilters {
  return {
    search: queryText(query['search'])?.slice(0, SEARCH_MAX),
    role: oneOf(queryText(query['role']), ROLES, 'role must be user or admin'),
    status: oneOf(queryText(query['status']), STATUSES, 'status must be active, deactivated or all') ?? 'all',
  };
}
