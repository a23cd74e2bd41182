// The review pack's cascade section: the demo plan under its group plan, in Markdown and HTML, with
// the flags by name; a name from the service escaped in both.
import { describe, expect, it } from 'vitest';
import { renderPackHtml } from '../../../source/usecases/report/html.js';
import { renderPackMarkdown } from '../../../source/usecases/report/markdown.js';
import { demoPack } from './demo-pack.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import type { Resource } from '../../../source/core/resource.js';
import { utcDay } from '../../../source/domain/dates.js';
import { LocalIndex } from '../../../source/index/model.js';
import type { SandboxStore } from '../../../source/sandbox/sandbox-records-store.js';
import { defaultPackMonth, gatherReviewPack } from '../../../source/usecases/review-pack.js';

describe("the review pack's cascade section", () => {
  it('places the plan under its group plan and flags the objectives that support nothing above', () => {
    const { pack } = demoPack();
    expect(pack.cascade?.map((section) => section.title)).toEqual([
      expect.stringMatching(/^The plans around "Hoshin \d{4}" \(hoshin 11\)$/),
      'Flags',
      'Objectives',
    ]);
    const markdown = renderPackMarkdown(pack);
    expect(markdown).toContain('## The cascade');
    expect(markdown).toMatch(/- Above: "Nordwind Group \d{4}" \(hoshin \d+\)/);
    expect(markdown).toContain('- supports nothing in the plan above: "Document standard work for every station"');
    expect(markdown).toMatch(/- "No lost-time accidents" \(objective \d+\): supports "Zero harm"/);
    const html = renderPackHtml(pack);
    expect(html).toContain('<section id="cascade"><h2>The cascade</h2>');
    expect(html).toContain('supports nothing in the plan above: &quot;Build a multi-skilled workforce&quot;');
  });

  it('escapes a name from the service', () => {
    const { pack, store } = demoPack();
    expect(pack.cascade).toBeDefined();
    const objective = store.all('objective').find((o) => o.name === 'Document standard work for every station')!;
    store.put('objective', { ...objective, name: '<script>x</script> *bold*' });
    const renamed = demoPackWith(store);
    expect(renderPackHtml(renamed)).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(renderPackMarkdown(renamed)).not.toContain('<script>');
  });
});

function demoPackWith(store: SandboxStore) {
  const now = Date.now();
  const index = new LocalIndex({ now: () => now });
  recordSandboxInIndex(store, index);
  const today = utcDay(now);
  return gatherReviewPack(index, {
    scope: { kind: 'hoshin', id: 11 },
    month: defaultPackMonth(today),
    today,
    fetchedAt: new Date(now).toISOString(),
    hoshin: store.get('hoshin', 11) as unknown as Resource,
    nameOf: () => null,
  });
}
