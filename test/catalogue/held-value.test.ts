// A hoshin's parent_id is no column: what a resource holds for it is the last id of its ancestry.
import { describe, expect, it } from 'vitest';
import { heldValue, lastAncestor } from '../../source/catalogue/held-value.js';

describe('heldValue', () => {
  it("reads a hoshin's parent from its ancestry, root first; other fields as they are", () => {
    expect(heldValue('hoshin', 'parent_id', { id: 5, ancestry: '1/7' })).toBe(7);
    expect(heldValue('hoshin', 'parent_id', { id: 5, ancestry: null })).toBeNull();
    // An answer without ancestry (or a broken one) shows no parent at all: undefined, never a guess.
    expect(heldValue('hoshin', 'parent_id', { id: 5 })).toBeUndefined();
    expect(lastAncestor('1/x')).toBeUndefined();
    expect(heldValue('objective', 'parent_id', { id: 5, parent_id: 3, ancestry: '9' })).toBe(3);
    expect(heldValue('hoshin', 'name', { id: 5, name: 'Plan' })).toBe('Plan');
  });
});
