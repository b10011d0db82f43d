import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChunkBoundary } from '../ChunkBoundary';
import { type GeoPoint, pointOf } from '../map/geo';
import type { Landmark } from '../map/LocationMap';

// Leaflet and the world's outlines load only when a form with a place opens.
const LocationMap = lazy(() => import('../map/LocationMap'));

const HEIGHT = { xs: 260, sm: 340 };

/** The map's box and its row of buttons, so that nothing moves when the map arrives. */
function MapSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="location-map-loading">
      <Skeleton variant="rounded" sx={{ height: HEIGHT }} />
      <Skeleton variant="rounded" width={220} height={31} />
    </Box>
  );
}

/**
 * A place as two typed coordinates and a map to pick it on; either sets the other. The map is an
 * aid, not the input: the typed fields carry the value, its validation and its errors.
 */
export function LocationInput({
  latitude = 'latitude',
  longitude = 'longitude',
  landmarks,
  readOnly = false,
}: {
  latitude?: string;
  longitude?: string;
  landmarks?: Landmark[];
  /** Shown, not changed: the map only shows the pin. */
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const hintId = useId();
  const { setValue } = useFormContext();
  const lat: unknown = useWatch({ name: latitude });
  const lng: unknown = useWatch({ name: longitude });
  const point = useMemo(() => pointOf(lat, lng), [lat, lng]);
  const onPick = useCallback(
    (p: GeoPoint) => {
      const opts = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
      setValue(latitude, p.lat, opts);
      setValue(longitude, p.lng, opts);
    },
    [setValue, latitude, longitude],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <NumberInput source={latitude} step={0.000001} min={-90} max={90} fullWidth readOnly={readOnly} />
        <NumberInput source={longitude} step={0.000001} min={-180} max={180} fullWidth readOnly={readOnly} />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {translate(readOnly ? 'Map.ReadOnlyHint' : 'Map.Hint')}
      </Typography>
      <ChunkBoundary>
        <Suspense fallback={<MapSkeleton />}>
          <LocationMap point={point} onPick={readOnly ? undefined : onPick} landmarks={landmarks} height={HEIGHT} describedBy={hintId} />
        </Suspense>
      </ChunkBoundary>
    </Box>
  );
}
