// The route tables come from the catalogue: every path template is served, nothing else; the two
// flavours differ only in where an indicator history is created.
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../source/catalogue/catalogue.js';
import { SANDBOX_FLAVOURS, type SandboxFlavour } from '../../source/sandbox/flavour.js';
import { lookupRoute, ROUTE_TABLES, ROUTES } from '../../source/sandbox/routes.js';

const sample = (template: string) => template.replace(/:[a-z_]+/g, '42');

/** The create paths a flavour serves: the spec's, or the public implementation's where the catalogue names one. */
function servedCreates(spec: (typeof KINDS)[number], flavour: SandboxFlavour): string[] {
  if (flavour === 'hoshinplan' && spec.paths.publicCreate) return [spec.paths.publicCreate];
  return spec.paths.create ? [spec.paths.create] : [];
}

describe('routes', () => {
  for (const flavour of SANDBOX_FLAVOURS) {
    it(`${flavour}: serves every path template of the catalogue with its method`, () => {
      for (const spec of KINDS) {
        const expected: [string, string | null, string][] = [
          ...servedCreates(spec, flavour).map((p): [string, string, string] => ['POST', p, 'create']),
          ['GET', spec.paths.get, 'get'],
          ...spec.paths.getAlternatives.map((p): [string, string, string] => ['GET', p, 'get']),
          ['PUT', spec.paths.update, 'update'],
          ['PATCH', spec.paths.update, 'update'],
          ['DELETE', spec.paths.delete, 'delete'],
          ['GET', spec.list?.path ?? null, 'list'],
        ];
        for (const [method, template, type] of expected) {
          if (template === null) continue;
          for (const path of [sample(template), `${sample(template)}.json`]) {
            const found = lookupRoute(method, path, flavour);
            expect(found.found, `${method} ${path}`).toBe(true);
            if (found.found) {
              expect(found.route.action).toEqual({ type, kind: spec.name });
              expect(found.jsonSuffix).toBe(path.endsWith('.json'));
            }
          }
        }
      }
      expect(ROUTE_TABLES[flavour].every((route) => route.template.startsWith('/'))).toBe(true);
    });
  }

  it('creates a history at the singular path in the spec flavour only, at the plural one in the hoshinplan flavour only', () => {
    const singular = '/indicator/42/indicator_histories';
    const plural = '/indicators/42/indicator_histories';
    expect(lookupRoute('POST', singular, 'spec').found).toBe(true);
    expect(lookupRoute('POST', plural, 'spec')).toEqual({ found: false, allowed: [] });
    expect(lookupRoute('POST', plural, 'hoshinplan').found).toBe(true);
    expect(lookupRoute('POST', singular, 'hoshinplan')).toEqual({ found: false, allowed: [] });
    // The spec flavour is the default table.
    expect(ROUTES).toBe(ROUTE_TABLES.spec);
    expect(lookupRoute('POST', plural)).toEqual({ found: false, allowed: [] });
  });

  it('gives the path parameters as bare digits', () => {
    const found = lookupRoute('GET', '/subscriptions/7/invoices/12.json');
    expect(found.found && found.params).toEqual({ subscription_id: '7', id: '12' });
  });

  it('finds no route for ids that are not bare digits, or unknown paths', () => {
    for (const path of [
      '/areas/12-operations',
      '/areas/abc',
      '/areas/-1',
      '/areas/1.5',
      '/areas/%31',
      '/hoshins',
      '/hoshins.json',
      '/areas/1.xml',
      '/areas/1/',
      '/',
    ]) {
      const found = lookupRoute('GET', path);
      expect(found, path).toEqual({ found: false, allowed: [] });
    }
  });

  it('names the allowed methods when only the method is wrong', () => {
    expect(lookupRoute('POST', '/invoices/3')).toEqual({ found: false, allowed: ['GET'] });
    expect(lookupRoute('DELETE', '/companies')).toEqual({ found: false, allowed: ['POST', 'GET'] });
  });
});
