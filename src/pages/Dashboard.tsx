import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import SosIcon from '@mui/icons-material/SosOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, type ComponentType } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { DashboardCounts } from '../providers/customMethods';
import type { BorgoDataProvider } from '../providers/dataProvider';
import { dashboardCountsQuery } from '../providers/queries';
import { useSession } from '../session';
import { DashboardGreeting } from './DashboardGreeting';

type CountKey = Exclude<keyof DashboardCounts, 'sos_window_days'>;

const CARDS: { key: CountKey; label: string; icon: ComponentType }[] = [
  { key: 'registered_users_24h', label: 'Dashboard.RegisteredUsers', icon: GroupAddIcon },
  { key: 'residents_24h', label: 'Dashboard.Residents', icon: HomeIcon },
  { key: 'sos_calls', label: 'Dashboard.SosCalls', icon: SosIcon },
  { key: 'waiting_approval', label: 'Dashboard.WaitingApproval', icon: HourglassIcon },
];

/** The current district's key counts; a user without dashboard rights reads the spec's message. */
export default function Dashboard() {
  const translate = useTranslate();
  const district = useSession((s) => s.district);
  const name = useSession((s) => s.user?.first_name ?? '');
  const dataProvider = useDataProvider<BorgoDataProvider>();
  // The entry may have asked for these already (router/firstScreen): then they are in the cache.
  const { data, error } = useQuery({ ...dashboardCountsQuery(dataProvider, district?.id ?? 0), enabled: district !== null });
  const refused = (error as { status?: number } | null)?.status === 403;

  return (
    <Box>
      <Title title={translate('sections.dashboard')} />
      <DashboardGreeting name={name} district={district?.name ?? ''} />
      {error ? (
        <Alert severity={refused ? 'info' : 'error'} data-testid="dashboard-message">
          {refused ? translate('Dashboard.NoPermission') : error.message || translate('Errors.General')}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {CARDS.map(({ key, label, icon }) => (
            <CountCard
              key={key}
              id={key}
              label={label}
              // The SOS card's window is the district's; its label waits for it with the number.
              days={key === 'sos_calls' ? (data ? data.sos_window_days : null) : undefined}
              icon={icon}
              value={data?.[key]}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * One count, memoized: the page renders again as react-admin settles around it, and a card needs
 * to only when its number arrives.
 */
const CountCard = memo(function CountCard({
  id,
  label,
  days,
  icon: Icon,
  value,
}: {
  id: CountKey;
  label: string;
  /** For a card over a window of days: the days, or null while they load. */
  days?: number | null;
  icon: ComponentType;
  value: number | undefined;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={`dashboard-${id}`}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <Icon />
        </Box>
        <Box>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
            {value ?? <Skeleton width={40} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {days === null ? <Skeleton width={140} /> : translate(label, days === undefined ? undefined : { smart_count: days })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
});
