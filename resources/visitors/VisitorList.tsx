import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDistrictDates, useDistrictNow } from '../../src/components/DistrictDate';
import { DateRangeFilter, type DateRange } from '../../src/components/list/DateRangeFilter';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { ReportButton } from './ReportDialog';
import { defaultRange, guestNames, rangeErrors } from './rules';
import { hostName, type Invitation } from './types';

/** "Anna, Luca, Marta +2 more" (spec console §9). */
export function GuestNames({ guests }: { guests: Invitation['guests'] }) {
  const translate = useTranslate();
  const { shown, more } = guestNames(guests);
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }} data-testid="guest-names">
      <span>{shown.join(', ')}</span>
      {more > 0 && <Chip size="small" variant="outlined" label={translate('Gate.MoreGuests', { count: more })} data-testid="guest-more" />}
    </Box>
  );
}

/** An invitation's day in the district's format, with its hour when it has one. */
export function VisitWhen({ invitation }: { invitation: Pick<Invitation, 'date_start' | 'hour_start'> }) {
  const translate = useTranslate();
  const date = useDistrictDates().date(invitation.date_start);
  return <>{invitation.hour_start ? translate('Gate.When', { date, hour: invitation.hour_start }) : date}</>;
}

/**
 * gate/visitors: invitations of the district, starting on "incoming" within the last 7 days
 * (spec console §4, §9). A half-typed or reversed period keeps the last valid one in force.
 */
export function VisitorList() {
  const translate = useTranslate();
  const open = useOpenResource(useDeclaration());
  const districtNow = useDistrictNow();
  const [range, setRange] = useState<DateRange>(() => defaultRange(districtNow()));
  const errors = rangeErrors(range);
  const [applied, setApplied] = useState(range);
  const valid = Object.keys(errors).length === 0;
  if (valid && (applied.date_start !== range.date_start || applied.date_end !== range.date_end)) setApplied(range);
  const filter = useMemo(() => ({ date_start: applied.date_start, date_end: applied.date_end }), [applied]);

  return (
    <ResourceList<Invitation>
      filter={filter}
      label={(r) => r.visitor_code}
      // Invitations are not edited once sent: the row's pencil opens the details and their actions.
      onEdit={(r) => open.details(r.id)}
      actions={
        <>
          <DateRangeFilter value={range} onChange={setRange} errors={errors} labels={{ start: 'Gate.DateFrom', end: 'Gate.DateTo' }} testId="visitors-range" />
          <ReportButton />
        </>
      }
      // The contract's columns, each cell drawn as before (their kinds give the early rows' text).
      renders={{
        visitor_code: (r) => <strong>{r.visitor_code}</strong>,
        date_start: (r) => <VisitWhen invitation={r} />,
        category: (r) => translate(`Gate.Category.${r.category}`),
        host: hostName,
        guests: (r) => <GuestNames guests={r.guests} />,
      }}
    />
  );
}
