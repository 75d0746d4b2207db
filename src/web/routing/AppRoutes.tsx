/**
 * The router, built from the page table: one route per page, grouped under its layout, all
 * behind the guard. Routes are case-sensitive because SPEC paths mix cases (/dbbs/ProcessDocs).
 */
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { LAYOUTS, PAGES } from '../../common/pages';
import type { Layout } from '../../common/pages';
import { FullPageSpin } from '../components/FullPageSpin';
import { Guard } from './Guard';
import { pageComponent } from './page-components';

// The framed layouts (menu, header, drawer) load in their own chunk: the sign-in page, in the
// blank layout, does not need them.
const LayoutFrame = lazy(() => import('../layouts/LayoutFrame').then((module) => ({ default: module.LayoutFrame })));

function LayoutRoute({ layout }: { layout: Layout }) {
  return (
    <Suspense fallback={<FullPageSpin />}>{layout === 'blank' ? <Outlet /> : <LayoutFrame layout={layout} />}</Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Guard />}>
        {LAYOUTS.map((layout) => (
          <Route key={layout} element={<LayoutRoute layout={layout} />}>
            {PAGES.filter((page) => page.layout === layout).map((page) => {
              const Page = pageComponent(page);
              return <Route key={page.id} path={page.path} caseSensitive element={<Page />} />;
            })}
          </Route>
        ))}
        {/* The guard answers every other path itself (404, or a redirect for `/`). */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
