import type { Express } from 'express';

export interface ApiRoute {
  method: string;
  /** the path as the router declares it, under /api: '/api/users/:id' */
  path: string;
}

interface RouterLayer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

const joinPath = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

function walk(stack: RouterLayer[], prefix: string, found: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of ([] as string[]).concat(layer.route.path)) {
        for (const [method, isOn] of Object.entries(layer.route.methods)) {
          if (isOn && method !== '_all') found.push({ method: method.toUpperCase(), path: joinPath(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, `${prefix}${mount}`, found);
    }
  }
}

/**
 * Every route the app answers under /api, read from Express's router stack: what a new endpoint
 * adds there is what the authorization matrix must cover.
 */
export function apiRoutesOf(app: Express): ApiRoute[] {
  const found: ApiRoute[] = [];
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '', found);
  return found.filter((route) => route.path === '/api' || route.path.startsWith('/api/'));
}
