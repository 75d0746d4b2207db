/**
 * Applies the guard decision of src/common/guard.ts to every navigation. It waits for Firebase
 * to restore the session and for the server's roles, so a reload of a permitted page stays on it.
 * While signed in, the policy is re-checked on every navigation and every 30 s.
 */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decide } from '../../common/guard';
import { LOGIN_PATH } from '../../common/pages';
import { ErrorPage } from '../components/ErrorPage';
import { ForbiddenRedirect } from './ForbiddenRedirect';
import { FullPageSpin } from '../components/FullPageSpin';
import { POLICY_POLL_MS, refreshPolicy } from '../providers/policy-client';
import { session } from '../providers/services';
import { CurrentPageContext } from './current-page';
import { useAccess } from './use-access';

export function Guard() {
  const location = useLocation();
  const { user, roles, policy } = useAccess();
  const [restored, setRestored] = useState(false);
  // The path whose navigation has re-checked the policy. A refusal waits for that check, so a page
  // granted a moment ago opens on the very next navigation; a revocation applies once it lands.
  const [checkedPath, setCheckedPath] = useState<string>();

  useEffect(() => {
    void session.ready().then(() => setRestored(true));
  }, []);
  useEffect(() => {
    if (!user) return;
    const path = location.pathname;
    void refreshPolicy().finally(() => setCheckedPath(path));
  }, [user, location.pathname]);
  useEffect(() => {
    if (!user) return undefined;
    const timer = setInterval(() => void refreshPolicy(), POLICY_POLL_MS);
    return () => clearInterval(timer);
  }, [user]);

  if (!restored || (user && !policy)) return <FullPageSpin />;
  const decision = decide({
    pathname: location.pathname,
    search: location.search + location.hash,
    roles: user ? roles : null,
    policy: policy?.lines ?? [],
  });
  switch (decision.kind) {
    case 'redirect':
      if (user && checkedPath !== location.pathname) return <FullPageSpin />;
      // A signed-in user is redirected from `/`, from the login page, or from a page their
      // roles may not open; only the last deserves a word of why.
      if (user && location.pathname !== '/' && location.pathname !== LOGIN_PATH)
        return <ForbiddenRedirect to={decision.to} from={location.pathname} roles={roles} />;
      return <Navigate to={decision.to} replace />;
    case 'notFound':
      return <ErrorPage status={404} path={decision.path} />;
    case 'noPages':
      return <ErrorPage status={403} messageKey="errorPage.noPages" />;
    case 'render':
      return (
        <CurrentPageContext.Provider value={decision.page}>
          <Outlet />
        </CurrentPageContext.Provider>
      );
  }
}
