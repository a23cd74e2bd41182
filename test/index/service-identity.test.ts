import { describe, expect, it } from 'vitest';
import { normaliseBaseUrl, serviceIdentity, serviceStateDir } from '../../source/index/service-identity.js';
import { hoshinPaths } from '../../source/config/paths.js';

describe('service identity', () => {
  it('treats two spellings of one base URL as one service', () => {
    expect(normaliseBaseUrl('HTTP://Example.COM:80/api/')).toBe('http://example.com/api');
    expect(serviceIdentity('https://h.example/', 'k').id).toBe(serviceIdentity('https://H.example:443', 'k').id);
  });

  it('tells services apart by base URL and by app key', () => {
    const a = serviceIdentity('http://127.0.0.1:4000', 'key-a');
    expect(serviceIdentity('http://127.0.0.1:4001', 'key-a').id).not.toBe(a.id);
    expect(serviceIdentity('http://127.0.0.1:4000', 'key-b').id).not.toBe(a.id);
    expect(a.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps each service under its own directory of the state directory', () => {
    const paths = hoshinPaths({ HOME: '/home/u', HOSHIN_STATE_DIR: '/state' });
    expect(serviceStateDir(paths, serviceIdentity('http://a', 'k'))).toBe(`/state/services/${serviceIdentity('http://a', 'k').id}`);
  });
});
