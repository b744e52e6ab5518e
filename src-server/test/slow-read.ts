/** A read that takes seconds on SQLite: it counts to a hundred million, one row at a time. */
export const SLOW_READ = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000000) SELECT count(*) AS count FROM n';
