import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { apartmentConsumptionsQuery } from '../../src/providers/queries';
import { useTarget } from '../../src/registry/navigation';
import { useSession } from '../../src/session';
import { CARBON_COLOR, latestCarbon, TYPE_COLOR } from './consumptionRules';
import type { Apartment, ConsumptionSeries } from './types';

/** One consumption type over time, with the latest month's carbon intensity when the district shows it. */
function SeriesChart({ series }: { series: ConsumptionSeries }) {
  const translate = useTranslate();
  const carbon = latestCarbon(series);
  const dates = useDistrictDates();
  const last = series.points.at(-1);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="consumption-chart" data-type={series.type}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {translate(`Home.Types.${series.type}`)}
        </Typography>
        {carbon && (
          <Chip
            size="small"
            label={`${translate('Home.CarbonIntensity')}: ${translate(`Home.Carbon.${carbon}`)}`}
            color={CARBON_COLOR[carbon]}
            data-testid="carbon-intensity"
            data-level={carbon}
          />
        )}
      </Box>
      {last && (
        <Typography variant="body2" color="text.secondary">
          {translate('Home.Latest', { value: last.value.toLocaleString(), unit: series.unit ?? '' })}
        </Typography>
      )}
      {series.points.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate('Home.NoReadings')}
        </Typography>
      ) : (
        <LineChart
          height={200}
          margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
          xAxis={[{ scaleType: 'point', data: series.points.map((p) => dates.month(p.period)) }]}
          yAxis={[{ width: 48 }]}
          series={[
            {
              data: series.points.map((p) => p.value),
              area: true,
              color: TYPE_COLOR[series.type],
              showMark: false,
              label: translate(`Home.Types.${series.type}`),
              valueFormatter: (v) => `${v ?? ''} ${series.unit ?? ''}`,
            },
          ]}
          hideLegend
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.25 } }}
          skipAnimation
        />
      )}
    </Paper>
  );
}

/** apartments/apartmentConsumptions: the seven consumption types of the spec over time. */
export function ApartmentConsumptions() {
  const translate = useTranslate();
  const { targetId, origin } = useTarget();
  const districtId = useSession((s) => s.district?.id);
  const apartment = useGetOne<Apartment>('apartments', { id: (targetId ?? 0) as number }, { enabled: targetId !== null });
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const result = useQuery({ ...apartmentConsumptionsQuery(dataProvider, districtId ?? null, targetId ?? ''), enabled: targetId !== null });
  const title = apartment.data ? translate('Home.ConsumptionsOf', { code: apartment.data.code }) : translate('Home.Consumptions');

  let body;
  if (targetId === null) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (result.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => void result.refetch()}>{translate('Actions.Retry')}</Button>}>
        {translate('Errors.LoadingObject')}
      </Alert>
    );
  else if (!result.data) body = <Skeleton variant="rounded" height={260} />;
  else if (result.data.every((s) => s.points.length === 0)) body = <Alert severity="info">{translate('Home.NoConsumptions')}</Alert>;
  else {
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }} data-testid="consumption-charts">
        {result.data.map((s) => (
          <SeriesChart key={s.type} series={s} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <ListHeader title={title} back={origin ?? '/backend/apartments'} />
      {body}
    </Box>
  );
}
