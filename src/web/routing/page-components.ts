/**
 * Each page's component lives in src/web/areas/<area>/<id>.tsx and loads lazily, in its own
 * chunk. A failed chunk load (an old tab after a deployment) forces one reload.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Page } from '../../common/pages';
import { forceReload } from '../build-watch';

type PageModule = { default: ComponentType };
const modules = import.meta.glob<PageModule>('../areas/*/*.tsx');
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

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
