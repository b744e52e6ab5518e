/** Whether a database error is a unique constraint refusing a duplicate, on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
