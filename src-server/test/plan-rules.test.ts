import { describe, expect, it } from 'vitest';
import { sqlitePlanProblems } from './plan-rules';

const SQL = 'select count(*) from `products_fts` cross join `products` as `p` on `p`.`id` = `products_fts`.`rowid`';
const large = new Set(['products']);
const row = (id: number, parent: number, detail: string) => ({ id, parent, detail });

describe("the plan rules' full-text check", () => {
  it('lets the index drive a join as its outermost loop, where the match runs once', () => {
    const plan = [row(2, 0, 'SCAN products_fts VIRTUAL TABLE INDEX 0:M2'), row(5, 0, 'SEARCH p USING COVERING INDEX products_by_id (id=? AND status=?)')];
    expect(sqlitePlanProblems(SQL, plan, large)).toEqual([]);
  });

  it('fails the index as an inner loop of a join, where the match runs once per row', () => {
    const plan = [row(2, 0, 'SCAN p USING COVERING INDEX products_by_newest'), row(5, 0, 'SCAN products_fts VIRTUAL TABLE INDEX 0:M2')];
    expect(sqlitePlanProblems(SQL, plan, large)).toEqual(['full-text match run per row: SCAN products_fts VIRTUAL TABLE INDEX 0:M2']);
  });

  it('lets a list of matches made once per statement', () => {
    const plan = [
      row(2, 0, 'SEARCH p USING COVERING INDEX products_by_id (id=? AND status=?)'),
      row(4, 0, 'LIST SUBQUERY 1'),
      row(6, 4, 'SCAN products_fts VIRTUAL TABLE INDEX 0:M2'),
    ];
    expect(sqlitePlanProblems(SQL, plan, large)).toEqual([]);
  });
});
