import { useEffect } from 'react';
import { useRefresh, useResetStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { session } from '../session';
import { toast } from '../toasts/toast';

/**
 * What the session reports, the shell acts on: after a district change (here or pushed by the
 * server) lists are reset, the user goes to the dashboard and a toast says the session changed.
 */
export function SessionNotices() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const refresh = useRefresh();
  const resetStore = useResetStore();

  useEffect(
    () =>
      session.onNotice((notice) => {
        if (notice.type !== 'districtChanged') return;
        resetStore();
        refresh();
        navigate('/backend/dashboard');
        toast({
          status: 'warning',
          title: translate('Titles.SessionChanged'),
          message: notice.remote ? translate('Errors.SessionChanged') : translate('Strings.DistrictChangedTo', { district: notice.districtName }),
        });
      }),
    [navigate, translate, refresh, resetStore],
  );
  return null;
}
