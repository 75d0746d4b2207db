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
