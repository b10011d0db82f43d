import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import FullCalendar, {
  type DateSpanApi,
  type EventApi,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type ToolbarInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import itLocale from '@fullcalendar/react/locales/it';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useTimeZone } from '../../../src/components/DistrictDate';
import type { BorgoDataProvider } from '../../../src/providers/dataProvider';
import { useSession } from '../../../src/session';
import { R } from '../parts';
import {
  calendarLocale,
  canDrop,
  filtersFromList,
  firstDayOfWeek,
  rangeToQuery,
  toEventInput,
  toFrozenInput,
  hhmm,
  wallClockNow,
  type CalendarAnswer,
  type CalendarEventRow,
} from './calendarModel';
import { CalendarTheme, calendarSx } from './calendarTheme';
import { useMoveActivity } from './useMoveActivity';

const RESOURCE = 'community_activities';
const C = `${R}.calendar`;
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [itLocale, ptBrLocale];
const WIDE_TOOLBAR: ToolbarInput = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' };
// A phone: the title over the arrows, the views below the calendar.
const PHONE_HEADER: ToolbarInput = { start: 'title', end: 'prev,next' };
const PHONE_FOOTER: ToolbarInput = { start: 'today', end: 'listWeek,timeGridDay,dayGridMonth' };

const rowOf = (event: EventApi | null): CalendarEventRow | undefined => (event?.extendedProps as { row?: CalendarEventRow } | undefined)?.row;

/**
 * The activities on a calendar (console §4 "a calendar view for community events", issue 16):
 * month, week and day views of the list's search, tab and filters, coloured by
 * category, frozen space hours shaded when the district freezes spaces. A click opens the
 * activity; a drag moves it as its form would (inside its space's hours, never over midnight),
 * asking "this one or all coming" for a repeating one, and goes back where it was if the server
 * refuses. Times are the district's wall clock, shown as the server sends them.
 */
export default function ActivityCalendar({ onOpen, filter = {} }: { onOpen(id: number): void; filter?: Record<string, unknown> }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const [language] = useLocaleState();
  const key = JSON.stringify(filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's content, not its identity, makes a new call
  const filters = useMemo(() => filtersFromList(filter), [key]);
  const districtId = useSession((s) => s.district?.id ?? null);
  const country = useSession((s) => s.user?.dashboard_district?.city?.country);
  const timeZone = useTimeZone();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  // The month view shades frozen days whole; the week and day views their frozen hours.
  const [wholeDays, setWholeDays] = useState(!phone);

  const { data, isFetching, error } = useQuery({
    queryKey: [RESOURCE, 'calendar', districtId, range?.from, range?.to, filters],
    queryFn: async () => {
      // getOptions is the provider's plain GET (district in the query); this route answers one object, not a list.
      const { data: answer } = await dataProvider.getOptions(`${RESOURCE}/calendar`, { ...range, ...filters });
      return answer as unknown as CalendarAnswer;
    },
    enabled: range !== null && districtId !== null,
    placeholderData: keepPreviousData,
  });

  const primary = theme.palette.primary.main;
  const events = useMemo(
    () => [
      ...(data?.events ?? []).map((row) => toEventInput(row, primary)),
      ...(data?.frozen ?? []).map((f) =>
        toFrozenInput(
          f,
          f.available_until
            ? translate(`${C}.frozenFrom`, { time: hhmm(f.available_until), space: f.space_title, reason: f.reason })
            : translate(`${C}.frozen`, { space: f.space_title, reason: f.reason }),
          wholeDays,
        ),
      ),
    ],
    [data, primary, translate, wholeDays],
  );

  const move = useMoveActivity();
  const onDrop = useCallback(
    (info: EventDropInfo) => {
      const row = rowOf(info.event);
      if (row) void move(row, info.event.start, info.revert);
      else info.revert();
    },
    [move],
  );

  const allow = useCallback(
    (span: DateSpanApi, moving: EventApi | null) => {
      const row = rowOf(moving);
      return Boolean(row && data && canDrop(span.start, row, data.spaces, data.frozen));
    },
    [data],
  );

  const onClick = useCallback(
    (info: EventClickInfo) => {
      const row = rowOf(info.event);
      if (!row) return;
      info.jsEvent.preventDefault();
      onOpen(row.id);
    },
    [onOpen],
  );

  const content = useCallback(
    (arg: EventDisplayInfo) => {
      const row = rowOf(arg.event);
      if (!row) return true;
      const status = translate(`${R}.statusOne.${row.current_status}`);
      return (
        <span className="borgo-activity__content" title={[arg.timeText, row.title, row.place, status].filter(Boolean).join(' · ')}>
          {arg.timeText && <span className="borgo-activity__time">{arg.timeText}</span>}
          <span className="borgo-activity__title">{row.title}</span>
          <span className="borgo-activity__status" data-testid="calendar-event-status">
            {status}
          </span>
        </span>
      );
    },
    [translate],
  );

  const button = (key: string) => ({ text: translate(`${C}.${key}`) });
  const truncated = data?.truncated ?? false;

  return (
    <Box sx={calendarSx(theme)} data-testid="activity-calendar" role="region" aria-label={translate(`${C}.label`)}>
      <CalendarTheme />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} data-testid="calendar-fetching" />}</Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(`${C}.loadError`, { message: error.message })}
        </Alert>
      )}
      {truncated && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="calendar-truncated">
          {translate(`${C}.truncated`, { count: data?.events.length ?? 0 })}
        </Alert>
      )}
      <FullCalendar
        key={phone ? 'phone' : 'wide'}
        className="borgo-calendar"
        toolbarTitleClass="borgo-calendar__title"
        plugins={PLUGINS}
        locales={LOCALES}
        locale={calendarLocale(language)}
        timeZone="UTC"
        now={() => wallClockNow(timeZone)}
        firstDay={firstDayOfWeek(country)}
        initialView={phone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={phone ? PHONE_HEADER : WIDE_TOOLBAR}
        footerToolbar={phone ? PHONE_FOOTER : false}
        buttons={{
          today: button('today'),
          prev: { hint: translate(`${C}.prev`) },
          next: { hint: translate(`${C}.next`) },
          dayGridMonth: button('month'),
          timeGridWeek: button('week'),
          timeGridDay: button('day'),
          listWeek: button('list'),
        }}
        contentHeight="auto"
        // The day's hours scroll inside the week and day views, opened at 08:00.
        views={{ timeGrid: { contentHeight: phone ? 520 : 680 }, dayGrid: { backgroundEventTitleClass: 'borgo-frozen__title--month' } }}
        scrollTime="08:00:00"
        allDaySlot={false}
        nowIndicator
        dayMaxEvents
        eventDisplay="block"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={events}
        eventDurationEditable={false}
        eventAllow={allow}
        eventDrop={onDrop}
        eventClick={onClick}
        eventContent={content}
        datesSet={(info) => {
          setWholeDays(info.view.type === 'dayGridMonth');
          const next = rangeToQuery(info.start, info.end);
          setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
        }}
      />
    </Box>
  );
}
