/**
 * The one way the app navigates: in-app paths go through the router, other origins only when
 * flagged external, and javascript:, data: and vbscript: URLs never (SPEC section 5).
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkNavigation } from '../common/safe-url';

export function useSafeNavigate() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (target: string, options: { external?: boolean; replace?: boolean } = {}) => {
      const check = checkNavigation(target, window.location.origin, options);
      if (!check.ok) {
        void message.error(t(`navigation.${check.reason}`));
        return false;
      }
      if (check.external) window.open(check.href, '_blank', 'noopener,noreferrer');
      else void navigate(check.href, { replace: options.replace });
      return true;
    },
    [navigate, message, t],
  );
}

/**
 * Whether the browser is still at the address a page was opened at (its path, and its query
 * when given). A page that moves on by itself once an answer arrives asks this first: while the
 * next page's code loads, the router keeps the old page on screen (a transition), so the old
 * page can still be there after the person has gone elsewhere, and moving then would undo
 * their click.
 */
export function stillAt(pathname: string, search?: string): boolean {
  return window.location.pathname === pathname && (search === undefined || window.location.search === search);
}
