import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import ListIcon from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocalized } from '../../src/client/localized';
import { ChunkBoundary } from '../../src/components/ChunkBoundary';
import { ResourceList } from '../../src/components/list/ResourceList';
import { targetState } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { ActivityPlace, ActivityTitle, CategoryChip, PeopleCounts, PriceCell, R, VisibilityText, type ActivityRow } from './parts';
import { StatusMenu } from './StatusMenu';
import { useDeleteActivity } from './useStatusChange';

/*
 * The list alone in its module (with its status menu): the form, details and the calendar come
 * with their first use. The calendar is a view of the same list (`?view=calendar`), in its own chunk.
 */
const ActivityCalendar = lazy(() => import('./calendar/ActivityCalendar'));

export const VIEW_PARAM = 'view';

/** The list or the calendar, kept in the address (`?view=calendar`) beside whatever else it holds. */
function useView() {
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'calendar' ? 'calendar' : 'list';
  const setView = useCallback(
    (next: 'list' | 'calendar') =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === 'calendar') out.set(VIEW_PARAM, 'calendar');
        else out.delete(VIEW_PARAM);
        return out;
      }),
    [setParams],
  );
  return [view, setView] as const;
}

/**
 * community/activities: title (a repeat icon for an occurrence of a series), day and times,
 * place, category, price, status with its menu, people, visibility; the status tabs and filters of
 * the contract; a Calendar button for the same activities on a calendar.
 */
export function ActivityList() {
  const d = useDeclaration();
  const text = useLocalized();
  const translate = useTranslate();
  const access = useResourceAccess(d);
  const deleteActivity = useDeleteActivity();
  const [view, setView] = useView();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const language = useSession((s) => s.district?.default_language ?? 'en');
  // The details go back to the calendar (its address holds the view), not to the list.
  const openDetails = useCallback(
    (id: number) => navigate(d.detailsRoute, { state: targetState(id, language, `${pathname}${search}`, undefined, state) }),
    [navigate, d.detailsRoute, language, pathname, search, state],
  );
  const calendar = view === 'calendar';
  return (
    <ResourceList<ActivityRow>
      label={(r) => text(r.title)}
      actions={
        calendar ? (
          <Button startIcon={<ListIcon />} onClick={() => setView('list')} data-testid="activities-view-list">
            {translate(`${R}.viewList`)}
          </Button>
        ) : (
          <Button startIcon={<CalendarIcon />} onClick={() => setView('calendar')} data-testid="activities-view-calendar">
            {translate(`${R}.viewCalendar`)}
          </Button>
        )
      }
      // The calendar shows the same search, tab and filters; it loads on the first switch, in a chunk of its own.
      body={
        calendar
          ? (filter) => (
              <Box data-testid="activities-calendar-view">
                <ChunkBoundary>
                  <Suspense fallback={<Skeleton variant="rounded" height={480} data-testid="calendar-loading" />}>
                    <ActivityCalendar onOpen={openDetails} filter={filter} />
                  </Suspense>
                </ChunkBoundary>
              </Box>
            )
          : undefined
      }
      onDelete={access.delete ? (r) => void deleteActivity(r) : undefined}
      // The contract's columns, each cell drawn as before (their kinds give the early rows' text).
      renders={{
        title: (r) => <ActivityTitle record={r} />,
        place: (r) => <ActivityPlace record={r} />,
        category: (r) => <CategoryChip category={r.category} />,
        price: (r) => <PriceCell record={r} />,
        current_status: (r) => <StatusMenu record={r} />,
        people: (r) => <PeopleCounts record={r} />,
        visibility: (r) => <VisibilityText visibility={r.visibility} />,
      }}
    />
  );
}
