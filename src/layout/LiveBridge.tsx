import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useDistrictDates } from '../components/DistrictDate';
import { liveChanges } from '../live/changes';
import { createRefresher } from '../live/refresh';
import { liveStatus } from '../live/status';
import type { BorgoDataProvider } from '../providers/dataProvider';
import { guestConfirmedMessage, guestNoticeVisible, connectLive, isChangeForMe, isNoticeForMe, previewHandlers, type LiveHandlers } from '../providers/live';
import { saveBlob } from '../client/api';
import { queryKeys } from '../lib/queryKeys';
import { CONTRACTS } from '../registry/contracts';
import { session, useSession } from '../session';
import { previewTarget } from '../session/preview';
import { toast } from '../toasts/toast';

/**
 * The live channel while logged in (spec console §4, content §7): open with the token, closed at
 * logout. Notices go only to holders of their permission; visitor ones to the current district.
 * An entity's changes (issue 11) refresh its open screens, once per burst, through react-query:
 * react-admin's queries of a resource are keyed by its name first.
 */
/** Entities whose waiting items the sidebar bubbles and the dashboard count (spec console §2). */
const WAITING_COUNTED = new Set(CONTRACTS.filter((c) => c.section.waiting).map((c) => c.name));

export function LiveBridge() {
  const token = useSession((s) => (s.status === 'log_in' ? s.token : null));
  const navigate = useNavigate();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  // Read when a notice arrives: a new format (district switch) must not reconnect the channel.
  const districtDates = useDistrictDates();
  const dates = useRef(districtDates);
  useEffect(() => {
    dates.current = districtDates;
  }, [districtDates]);

  useEffect(() => {
    if (!token) return;
    const me = () => {
      const s = session.getState();
      return { permissions: s.user?.permissions ?? [], districtId: s.district?.id ?? null };
    };
    const refresher = createRefresher((entity) => {
      void queryClient.invalidateQueries({ queryKey: [entity] });
      // An approval or a new waiting item moves the bubbles and the dashboard's count, live.
      if (WAITING_COUNTED.has(entity)) {
        void session.refreshSiteMapData();
        const districtId = session.getState().district?.id;
        if (districtId) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardCounts(districtId) });
      }
    });
    const handlers: LiveHandlers = {
      districtChanged: (event) => void session.remoteDistrictChange(event),
      accessChanged: (event) => {
        if (event.user_id !== session.getState().user?.id) return;
        void session.refreshAccess().then((changed) => changed && toast({ status: 'primary', message: translate('Live.AccessChanged') }));
      },
      guestConfirmed: (event) => {
        if (!session.getState().listening || !guestNoticeVisible(event, me())) return;
        toast({
          status: 'success',
          title: translate('Live.GuestConfirmedTitle'),
          message: translate(...guestConfirmedMessage(event)),
          linkText: translate('Live.OpenInvitation'),
          onClick: () =>
            navigate('/backend/gate/visitors/invitation', {
              state: { visitor_id: event.visitor_id, guest_id: event.guest_id, default_language: session.getState().district?.default_language },
            }),
        });
      },
      exportCompleted: (event) => {
        // The exports page shows the new status at once (it also looks again while a job runs).
        void queryClient.invalidateQueries({ queryKey: ['exports'] });
        if (!isNoticeForMe(event, me())) return;
        const ready = event.status === 'completed';
        toast({
          status: ready ? 'success' : 'warning',
          persist: true,
          title: translate(ready ? 'Live.ExportReadyTitle' : 'Live.ExportEmptyTitle'),
          message: ready
            ? translate('Live.ExportReady', { file: event.file_name, until: dates.current.dateTime(event.datetime_available, { seconds: true }) })
            : translate('Live.ExportEmpty'),
          // The file is private: fetched with the token (the download is recorded), then saved.
          onClick: ready
            ? () =>
                void dataProvider.exportFile(event.file_url, event.file_name).then(
                  ({ blob, name }) => saveBlob(blob, name),
                  () => toast({ status: 'danger', message: translate('Errors.ErrorDownload') }),
                )
            : undefined,
        });
      },
      districtConfigurationCompleted: (event) =>
        toast({
          status: event.status ? 'success' : 'warning',
          message: event.status
            ? translate('Live.ConfigurationDone', { section: event.district_configuration, district: event.district_name })
            : translate('Live.ConfigurationFailed'),
        }),
      entityChanged: (event) => {
        // Paused while the district changes; another district's changes are not this screen's.
        if (!session.getState().listening || !isChangeForMe(event, me())) return;
        // The current district itself changed (its configuration applied, issue 17): its flags and site map again, at once.
        if (event.entity === 'districts' && event.id === me().districtId) void session.loadDistrictData(true);
        liveChanges.push(event);
        refresher.schedule(event.entity);
      },
      // The server ended the channel: most likely the session ended (a 401 on this call logs out);
      // if the session is still good, the channel opens again.
      status: (connected) => liveStatus.set(connected ? 'on' : 'off'),
      serverDisconnect: (reconnect) =>
        void dataProvider.me().then(
          () => reconnect(),
          () => undefined,
        ),
    };
    const close = connectLive(token, previewTarget() ? previewHandlers(handlers) : handlers);
    return () => {
      close();
      refresher.stop();
      liveChanges.clear();
      liveStatus.set('off');
    };
  }, [token, navigate, translate, queryClient, dataProvider]);
  return null;
}
