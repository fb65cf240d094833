import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withIntegersInline } from './round-trips.js';

describe('withIntegersInline', () => {
  it('writes integer parameters into the text, $10 apart from $1', () => {
    const query = {
      ...CompiledQuery.raw('update t set a = $1 where id in ($2, $3, $4, $5, $6, $7, $8, $9, $10)'),
      parameters: [-1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    };
    expect(withIntegersInline(query)).toBe('update t set a = -1 where id in (2, 3, 4, 5, 6, 7, 8, 9, 10)');
  });

  it('refuses anything but a safe integer, so no client text reaches the statement', () => {
    for (const value of ['1; drop table t', 1.5, 2 ** 60, null]) {
      const query = { ...CompiledQuery.raw('select $1'), parameters: [value] };
      expect(() => withIntegersInline(query)).toThrow(/not an integer/);
    }
  });
});
