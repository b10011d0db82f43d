import CheckIcon from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { initials } from '../../src/lib/initials';
import { ListHeader } from '../../src/components/list/ListHeader';
import { SearchBox } from '../../src/components/list/SearchBox';
import { useInfiniteScroll } from '../../src/components/list/useInfiniteScroll';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { errorLines } from '../../src/components/dialogs/helpers';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useBackTarget, useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { NOTIFICATION_USERS_MAX } from './contract';
import { composeDefaults, draftKeyOf, loadDraft, newDraftKey, saveDraft, withPicked, type PickedUser } from './draft';
import { allRecipients, useRecipients, useRoles, type Recipient } from './queries';

const S = 'Notifications.Selection';
const SKELETON_ROWS = 8;

/**
 * /backend/notifications/sendNotification/selectionList (spec console §2; content §3 "users,
 * check-all"): the district's people, searched and filtered by role, picked one by one or all the
 * listed ones at once; "Done" writes the picks into the compose page's draft and goes back to it.
 */
export function SelectionList() {
  const d = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const dp = useDataProvider<BorgoDataProvider>();
  const { state } = useTarget();
  const back = useBackTarget(`${d.route}/sendNotification`);
  const draftKey = draftKeyOf(state);
  const [draft] = useState(() => loadDraft(draftKey));
  // The picks, in the order they were made; names for the chips.
  const [picked, setPicked] = useState<Map<number, string>>(() => {
    const names = new Map((draft?.target_users ?? []).map((u) => [u.id, u.full_name]));
    return new Map((draft?.target_user_ids ?? []).map((id) => [id, names.get(id) ?? `#${id}`]));
  });
  const [q, setQ] = useState<string | undefined>(undefined);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [checkingAll, setCheckingAll] = useState(false);
  const roles = useRoles();
  const result = useRecipients({ q, role_id: roleId });
  const rows = useMemo(() => result.data?.pages.flatMap((p) => p.data) ?? [], [result.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useInfiniteScroll({ hasMore: !!hasNextPage, loading: isFetchingNextPage || result.isFetching, loadMore, pages: result.data?.pages.length ?? 0 });

  const allShownPicked = rows.length > 0 && rows.every((r) => picked.has(r.id));
  const someShownPicked = rows.some((r) => picked.has(r.id));
  const toggle = (r: Recipient) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(r.id)) next.delete(r.id);
      else if (next.size < NOTIFICATION_USERS_MAX) next.set(r.id, r.full_name);
      return next;
    });
  // Check-all takes every person the search and role list, not only the rows loaded so far.
  const checkAll = async () => {
    if (allShownPicked && !hasNextPage) {
      setPicked((prev) => new Map([...prev].filter(([id]) => !rows.some((r) => r.id === id))));
      return;
    }
    setCheckingAll(true);
    try {
      const everyone = await allRecipients(dp, { q, role_id: roleId });
      const listed = new Set(everyone.map((r) => r.id));
      setPicked((prev) => {
        if (everyone.every((r) => prev.has(r.id))) return new Map([...prev].filter(([id]) => !listed.has(id)));
        const next = new Map(prev);
        for (const r of everyone) if (next.size < NOTIFICATION_USERS_MAX) next.set(r.id, r.full_name);
        return next;
      });
    } catch (error) {
      void dialogs.error(errorLines(error, translate));
    } finally {
      setCheckingAll(false);
    }
  };
  const done = () => {
    const users: PickedUser[] = [...picked].map(([id, full_name]) => ({ id, full_name }));
    const key = draftKey ?? newDraftKey();
    saveDraft(key, withPicked(draft ?? composeDefaults(), users));
    const backState = (back.state && typeof back.state === 'object' ? back.state : {}) as Record<string, unknown>;
    navigate(back.path, { state: { ...backState, draftKey: key } });
  };

  const doneButton = (testId: string) => (
    <Button variant="contained" startIcon={<CheckIcon />} onClick={done} data-testid={testId}>
      {translate(`${S}.Done`, { smart_count: picked.size })}
    </Button>
  );
  let body;
  if (result.isPending) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <TableRow key={`skeleton-${i}`} data-testid="list-skeleton">
        <TableCell colSpan={4}>
          <Skeleton height={28} />
        </TableCell>
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="list-empty">
          {result.error ? <Button onClick={() => void result.refetch()}>{translate('Actions.Retry')}</Button> : translate('Strings.Empty')}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((r) => (
      <TableRow key={r.id} hover onClick={() => toggle(r)} sx={{ cursor: 'pointer' }} data-testid="recipient-row" data-id={r.id} selected={picked.has(r.id)}>
        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
          <Checkbox
            checked={picked.has(r.id)}
            onChange={() => toggle(r)}
            slotProps={{ input: { 'aria-label': r.full_name, 'data-testid': 'recipient-check' } as object }}
          />
        </TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Avatar src={r.cover_path ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(r.full_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {r.full_name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap sx={{ display: { xs: 'block', md: 'none' } }}>
                {r.email}
              </Typography>
            </Box>
          </Box>
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{r.email}</TableCell>
        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(`Notifications.Levels.${r.level}`, { _: r.level })}</TableCell>
      </TableRow>
    ));
  }

  return (
    <Box sx={{ maxWidth: 1100 }} data-testid="selection-list">
      <ListHeader title={translate(`${S}.Title`)} actions={doneButton('selection-done')} back={back.path} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SearchBox value={q} onSearch={setQ} />
          <TextField
            select
            size="small"
            label={translate(`${S}.Role`)}
            value={roleId ?? ''}
            onChange={(e) => setRoleId(e.target.value === '' ? null : Number(e.target.value))}
            sx={{ minWidth: 200 }}
            slotProps={{ htmlInput: { 'data-testid': 'selection-role' }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{translate(`${S}.AnyRole`)}</MenuItem>
            {(roles.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="text.secondary" data-testid="selection-count">
            {translate(`${S}.Selected`, { smart_count: picked.size })}
          </Typography>
          {picked.size > 0 && (
            <Button onClick={() => setPicked(new Map())} data-testid="selection-clear">
              {translate(`${S}.Clear`)}
            </Button>
          )}
        </Box>
        <TableContainer data-testid="list-table" data-has-more={hasNextPage ? 'true' : 'false'}>
          <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  {checkingAll ? (
                    <CircularProgress size={20} sx={{ m: 1.25 }} aria-label={translate('ra.page.loading')} />
                  ) : (
                    <Checkbox
                      checked={allShownPicked}
                      indeterminate={someShownPicked && !allShownPicked}
                      disabled={rows.length === 0}
                      onChange={() => void checkAll()}
                      slotProps={{ input: { 'aria-label': translate(`${S}.CheckAll`), 'data-testid': 'selection-check-all' } as object }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{translate(`${S}.Name`)}</TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>{translate(`${S}.Email`)}</TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>{translate(`${S}.Level`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{body}</TableBody>
          </Table>
          {isFetchingNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }} data-testid="list-loading-more">
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            </Box>
          )}
        </TableContainer>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>{doneButton('selection-done-bottom')}</Box>
    </Box>
  );
}
