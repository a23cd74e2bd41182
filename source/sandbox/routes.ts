// The sandbox's routes, compiled from the catalogue's path templates, one table per flavour.
import { KINDS, type KindName, type KindSpec } from '../catalogue/catalogue.js';
import type { SandboxFlavour } from './flavour.js';

export type RouteAction =
  | { readonly type: 'create' | 'get' | 'update' | 'delete' | 'list'; readonly kind: KindName }
  /** PUT of a lifecycle route (a hoshin's archive, activate): the field moves to `value`. */
  | { readonly type: 'transition'; readonly kind: KindName; readonly field: string; readonly value: string }
  /** GET /companies/complete_users2?id=: the people who can be made responsible (editors and admins). */
  | { readonly type: 'completeUsers' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: HttpMethod;
  readonly template: string;
  readonly action: RouteAction;
  readonly pattern: RegExp;
  readonly parameters: readonly string[];
}

export type RouteLookup =
  | {
      readonly found: true;
      readonly route: Route;
      readonly params: Readonly<Record<string, string>>;
      readonly jsonSuffix: boolean;
    }
  | { readonly found: false; readonly allowed: readonly HttpMethod[] };

function compile(method: HttpMethod, template: string, action: RouteAction): Route {
  const parameters: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        parameters.push(segment.slice(1));
        return '(\\d+)'; // ids are bare digits; slugs like 12-name are not routes
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, template, action, pattern: new RegExp(`^${source}(\\.json)?$`), parameters };
}

/** The hoshinplan flavour creates where the catalogue's publicCreate says. */
function createPaths(paths: KindSpec['paths'], flavour: SandboxFlavour): readonly string[] {
  if (flavour === 'hoshinplan' && paths.publicCreate) return [paths.publicCreate];
  return paths.create ? [paths.create] : [];
}

function buildRoutes(flavour: SandboxFlavour): Route[] {
  const routes: Route[] = [];
  for (const spec of KINDS) {
    const kind = spec.name;
    const { paths } = spec;
    for (const template of createPaths(paths, flavour)) routes.push(compile('POST', template, { type: 'create', kind }));
    routes.push(compile('GET', paths.get, { type: 'get', kind }));
    for (const template of paths.getAlternatives) routes.push(compile('GET', template, { type: 'get', kind }));
    if (paths.update) {
      routes.push(compile('PUT', paths.update, { type: 'update', kind }));
      routes.push(compile('PATCH', paths.update, { type: 'update', kind }));
    }
    if (paths.delete) routes.push(compile('DELETE', paths.delete, { type: 'delete', kind }));
    if (spec.list) routes.push(compile('GET', spec.list.path, { type: 'list', kind }));
    for (const field of spec.fields)
      for (const [value, template] of Object.entries(field.transitions ?? {}))
        routes.push(compile('PUT', template, { type: 'transition', kind, field: field.name, value }));
  }
  routes.push(compile('GET', '/companies/complete_users2', { type: 'completeUsers' }));
  return routes;
}

export const ROUTE_TABLES: Readonly<Record<SandboxFlavour, readonly Route[]>> = {
  spec: buildRoutes('spec'),
  hoshinplan: buildRoutes('hoshinplan'),
};

/** The spec flavour's table. */
export const ROUTES: readonly Route[] = ROUTE_TABLES.spec;

/** An id of a path or the query: bare digits (the router guarantees them in paths); beyond a safe integer nothing matches. */
export function toId(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** Finds the route for a raw (undecoded) path; when only the method is wrong, names the allowed ones. */
export function lookupRoute(method: string, rawPath: string, flavour: SandboxFlavour = 'spec'): RouteLookup {
  const allowed: HttpMethod[] = [];
  for (const route of ROUTE_TABLES[flavour]) {
    const match = route.pattern.exec(rawPath);
    if (!match) continue;
    if (route.method !== method) {
      if (!allowed.includes(route.method)) allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.parameters.forEach((name, index) => {
      params[name] = match[index + 1] as string;
    });
    return { found: true, route, params, jsonSuffix: match[route.parameters.length + 1] !== undefined };
  }
  return { found: false, allowed };
}
