import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { useGetOne, useTranslate, type Identifier } from 'react-admin';
import { useFieldLabel } from '../../src/components/form/fieldLabel';
import { ListHeader } from '../../src/components/list/ListHeader';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { BadgeDialog } from './BadgeDialog';
import { GuestCard } from './GuestCard';
import { StepsTimeline } from './StepsTimeline';
import { hostName, type Invitation } from './types';
import { useGuestAction } from './useGuestAction';
import { VisitWhen } from './VisitorList';
import { RecordHistory } from '../../src/components/audit/RecordHistory';

/** One fact of the invitation, named by its field's label (`resources.visitors.fields.<source>`). */
function Fact({ source, children }: { source: string; children: ReactNode }) {
  const label = useFieldLabel()(source);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * An invitation with its guests, their steps and staff actions: the details page and the page the
 * live notice opens (which outlines the confirmed guest) are both this.
 */
export function InvitationView({ id, highlightGuestId, back }: { id: Identifier | null; highlightGuestId?: number | null; back?: string }) {
  const d = useDeclaration();
  const translate = useTranslate();
  const access = useResourceAccess(d);
  const [badge, setBadge] = useState(false);
  const { data, isPending, error, refetch } = useGetOne<Invitation>('visitors', { id: Number(id) }, { enabled: id !== null });
  const reload = useCallback(() => void refetch(), [refetch]);
  const act = useGuestAction(id ?? '', reload);

  let body: ReactNode;
  if (id === null) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (error)
    body = (
      <Alert severity="error" action={<Button onClick={reload}>{translate('Actions.Retry')}</Button>}>
        {translate('Errors.LoadingObject')}
      </Alert>
    );
  else if (isPending || !data) body = <Skeleton variant="rounded" height={220} data-testid="invitation-loading" />;
  else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
          data-testid="invitation-facts"
        >
          <Fact source="visitor_code">
            <strong data-testid="invitation-code">{data.visitor_code}</strong>
          </Fact>
          <Fact source="date_start">
            <VisitWhen invitation={data} />
          </Fact>
          <Fact source="category">{translate(`Gate.Category.${data.category}`)}</Fact>
          <Fact source="host">
            {hostName(data)}
            {data.user.phone ? ` · ${data.user.phone}` : ''}
          </Fact>
          <Fact source="address">{data.address || (data.place_id ? '—' : translate('Gate.Apartment'))}</Fact>
          {data.notes && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Fact source="notes">{data.notes}</Fact>
            </Box>
          )}
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.guests.map((g) => (
            <GuestCard
              key={g.id}
              guest={g}
              category={data.category}
              highlighted={g.id === highlightGuestId}
              canAct={access.create}
              onAction={(guest, action) => void act(guest, action)}
              steps={<StepsTimeline steps={g.steps ?? []} />}
            />
          ))}
        </Box>
      </Box>
    );
  }

  const title = data ? translate('Gate.Invitation', { code: data.visitor_code }) : translate('resources.visitors.name', { smart_count: 1 });
  const print = data && (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setBadge(true)} data-testid="print-badge">
      {translate('Gate.PrintBadge')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1080 }}>
      <ListHeader title={title} actions={print} back={back ?? d.route} />
      {body}
      <RecordHistory entity={d.name} id={data?.id ?? null} />
      {data && <BadgeDialog invitation={data} open={badge} onClose={() => setBadge(false)} />}
    </Box>
  );
}
