// Messages built from kind names read as English: "an indicator", "a history value".
import { describe, expect, it } from 'vitest';
import { kindWords } from '../../source/catalogue/catalogue.js';
import { withArticle } from '../../source/catalogue/article.js';

describe('withArticle and kindWords', () => {
  it('put a or an before words as they sound', () => {
    expect(['indicator', 'objective', 'area', 'invoice', 'hoshin', 'task', 'user', 'unit', 'update', 'company'].map(withArticle)).toEqual([
      'an indicator',
      'an objective',
      'an area',
      'an invoice',
      'a hoshin',
      'a task',
      'a user',
      'a unit',
      'an update',
      'a company',
    ]);
  });

  it('name kinds in the product’s words, never the wire name', () => {
    expect(kindWords('indicator_history')).toBe('history value');
    expect(kindWords('goal')).toBe('long-term goal');
    expect(withArticle(kindWords('indicator_history'))).toBe('a history value');
    expect(kindWords('subscription')).toBe('subscription');
  });
});
