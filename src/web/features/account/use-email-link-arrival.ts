/**
 * My account opened from the link that adds email sign-in: runs the linking once, then takes
 * the link's codes out of the address so a reload does not try the used link again.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_PATH } from '../../../common/pages';
import { stillAt } from '../../safe-navigation';
import { openedEmailMethodLink } from './email-link-method';

export function useEmailLinkArrival(link: () => Promise<void>): void {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !openedEmailMethodLink()) return;
    started.current = true;
    // The link's codes leave the address, unless the person has already gone elsewhere.
    void link().finally(() => stillAt(ACCOUNT_PATH) && void navigate(ACCOUNT_PATH, { replace: true }));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
