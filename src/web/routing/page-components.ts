/**
 * Each page's component lives in src/web/areas/<area>/<id>.tsx and loads lazily, in its own
 * chunk. A failed chunk load (an old tab after a deployment) forces one reload.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPage, type Page } from '../../common/pages';
import { forceReload } from '../build-watch';

type PageModule = { default: ComponentType };
const modules = import.meta.glob<PageModule>('../areas/*/*.tsx');
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Starts downloading the page a full load opens (a bookmark, a reload, the landing page after
 * sign-in) as soon as the shell loads, while the session is still being restored and its rights
 * read, instead of after them. A page the guard then refuses costs one unused download, never a render.
 */
export function preloadPageAt(pathname: string): void {
  const page = matchPage(pathname)?.page;
  const load = page && modules[`../areas/${page.area}/${page.id}.tsx`];
  load?.().catch(() => undefined);
}

export function pageComponent(page: Page): LazyExoticComponent<ComponentType> {
  const cached = cache.get(page.id);
  if (cached) return cached;
  const load = modules[`../areas/${page.area}/${page.id}.tsx`];
  if (!load) throw new Error(`No component file src/web/areas/${page.area}/${page.id}.tsx for ${page.path}`);
  const component = lazy(() =>
    load().catch((error: unknown) => {
      forceReload('chunk');
      throw error;
    }),
  );
  cache.set(page.id, component);
  return component;
}
