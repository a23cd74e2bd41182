// The demo's store is found by a service identity written out in demo.ts (so that its start does
// not load node:crypto to hash it): it stays the one serviceIdentity() gives, or the demo would
// lose what an earlier demo kept.
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE } from '../../../../source/cli/commands/demo/demo.js';
import { serviceIdentity } from '../../../../source/index/service-identity.js';

describe("the demo's service identity", () => {
  it('is the one serviceIdentity gives for its base URL and key', () => {
    expect(DEMO_SERVICE).toEqual(serviceIdentity(DEMO_SERVICE.baseUrl, DEMO_SERVICE.appKey));
    expect(DEMO_SERVICE.baseUrl).toBe('http://demo.hoshin.invalid');
  });
});
