import AcUnitIcon from '@mui/icons-material/AcUnitOutlined';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { SpaceCapacity, SpaceHours, VisibilityChip, type SpaceRow } from './parts';
import { useFreezeOn } from './useFreezeOn';

/*
 * The list alone in its module: its chunk carries no form, pickers or details (the first screen
 * a user opens loads only what it draws).
 */

/** community spaces: title, hours, how it is booked, visibility; the district's frozen dates a click away. */
export function SpaceList() {
  const text = useLocalized();
  const translate = useTranslate();
  const d = useDeclaration();
  const open = useOpenResource(d);
  const freezeOn = useFreezeOn();
  return (
    <ResourceList<SpaceRow>
      label={(r) => text(r.title)}
      actions={
        freezeOn ? (
          <Button startIcon={<AcUnitIcon />} onClick={() => open.page('freeze')} data-testid="spaces-frozen-dates">
            {translate('resources.spaces.frozenDates')}
          </Button>
        ) : undefined
      }
      // The contract's columns; these cells say more than one field, or keep their own chip.
      renders={{
        hours: (r) => <SpaceHours space={r} />,
        reservation_type: (r) => <SpaceCapacity space={r} />,
        visibility: (r) => <VisibilityChip visibility={r.visibility} />,
      }}
    />
  );
}
