/**
 * My account opened from the link that adds email sign-in: runs the linking once, then takes
 * the link's codes out of the address so a reload does not try the used link again.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_PATH } from '../../../common/pages';
import { openedEmailMethodLink } from './email-link-method';

export function useEmailLinkArrival(link: () => Promise<void>): void {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !openedEmailMethodLink()) return;
    started.current = true;
    void link().finally(() => void navigate(ACCOUNT_PATH, { replace: true }));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
