/**
 * The first thing the browser renders: router, theme and the build watch. The sign-in page of a
 * signed-out visitor renders here directly; everything else (Refine, its data, live and access
 * providers, the layouts and the guard) is the app shell in App.tsx, loaded as its own chunk.
 * So the login route never downloads Refine's data layer, and a signed-in user on the login page
 * still gets the shell's guard, which sends them to their first page (SPEC section 2).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { LOGIN_PATH } from '../common/pages';
import LoginPage from './areas/auth/login';
import { forceReload, watchBuilds } from './build-watch';
import { FullPageSpin } from './components/FullPageSpin';
import { session, signInStore } from './providers/services';
import { ThemeProvider } from './providers/theme';

const AppShell = lazy(() =>
  import('./App').catch((error: unknown) => {
    forceReload('chunk');
    throw error;
  }),
);

function Entry() {
  const { pathname } = useLocation();
  const signedIn = useStore(signInStore, (s) => s.verified && s.user !== null);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void session.ready().then(() => setRestored(true));
  }, []);
  if (pathname === LOGIN_PATH && !signedIn) return restored ? <LoginPage /> : <FullPageSpin />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <AppShell />
    </Suspense>
  );
}

export function Root() {
  useEffect(() => watchBuilds(), []);
  return (
    <BrowserRouter>
      <ThemeProvider>
        <Entry />
      </ThemeProvider>
    </BrowserRouter>
  );
}
