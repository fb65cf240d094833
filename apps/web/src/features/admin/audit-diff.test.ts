import { describe, expect, it } from 'vitest';
import { auditFields, auditJson } from './audit-diff';

describe('an audit row’s before and after', () => {
  it('lists every field of either side, the changed ones first', () => {
    const fields = auditFields(
      { id: 3, disabled: false, role: 'service', lastLoginAt: null },
      { id: 3, disabled: true, role: 'service', lastLoginAt: null, note: '停用' },
    );
    expect(fields.map((f) => [f.key, f.isChanged])).toEqual([
      ['disabled', true],
      ['note', true],
      ['id', false],
      ['role', false],
      ['lastLoginAt', false],
    ]);
    expect(fields[1]).toEqual({ key: 'note', before: '—', after: '"停用"', isChanged: true });
  });

  it('shows a creation (no before) and a removal (no after) field by field', () => {
    expect(auditFields(null, { username: 'op1' })).toEqual([
      { key: 'username', before: '—', after: '"op1"', isChanged: true },
    ]);
    expect(auditFields({ name: '灯' }, null)[0]).toMatchObject({ before: '"灯"', after: '—', isChanged: true });
  });

  it('compares nested values and lists whole, and plain values as one field', () => {
    expect(auditFields({ items: [1, 2] }, { items: [1, 2] })[0]?.isChanged).toBe(false);
    expect(auditFields({ items: [1, 2] }, { items: [2, 1] })[0]?.isChanged).toBe(true);
    expect(auditFields(5, 6)).toEqual([{ key: '值', before: '5', after: '6', isChanged: true }]);
    expect(auditFields(null, null)).toEqual([{ key: '值', before: '—', after: '—', isChanged: false }]);
  });

  it('pretty-prints a side, and says when there is none', () => {
    expect(auditJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(auditJson(null)).toBe('（无）');
  });
});
