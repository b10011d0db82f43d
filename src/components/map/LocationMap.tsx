import 'leaflet/dist/leaflet.css';
import CenterFocusIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { divIcon, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, GeoJSON, MapContainer, Marker, Tooltip, useMapEvents, ZoomControl } from 'react-leaflet';
import { type GeoPoint, pickedPoint } from './geo';
import { loadWorld, type World } from './worldShapes';

/** A place already known (another district), drawn faintly so a new pin can be set beside it. */
export interface Landmark extends GeoPoint {
  label: string;
}

export interface LocationMapProps {
  /** The form's place, or null while its fields are empty or invalid. */
  point: GeoPoint | null;
  /** Absent: the map only shows the place (a reader's page). */
  onPick?: (point: GeoPoint) => void;
  landmarks?: Landmark[];
  height: number | Record<string, number>;
  /** The id of the text that says how to use the map. */
  describedBy: string;
}

/** Where the map opens on a place already set: close enough for the region, far enough for borders and coasts. */
const PLACE_ZOOM = 6;
const WORLD: GeoPoint = { lat: 25, lng: 10 };

function ClickToPick({ onPick }: { onPick: (p: GeoPoint) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPick(pickedPoint(e.latlng.lat, e.latlng.lng)) });
  return null;
}

/**
 * A map to pick a place with: a click or a dragged pin sets the point, typed coordinates move the
 * pin (and the map, when the pin would be out of sight). Keyboard: the map takes the focus, the
 * arrows move it and + and - zoom, and "pin at the centre" places the pin without a pointer.
 */
export default function LocationMap({ point, onPick, landmarks = [], height, describedBy }: LocationMapProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [world, setWorld] = useState<World | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadWorld()
      .then((w) => live && setWorld(w))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // Leaflet's container is a plain focusable div: name it for screen readers and say how to use it.
  useEffect(() => {
    if (!map) return;
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', translate('Map.Label'));
    el.setAttribute('aria-describedby', describedBy);
  }, [map, translate, describedBy]);

  // Typed coordinates that leave the visible area bring the map along; a click never moves it.
  useEffect(() => {
    if (map && point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);

  const dark = theme.palette.mode === 'dark';
  const land = { fillColor: dark ? '#3a4a3f' : '#eef2e6', fillOpacity: 1, color: dark ? '#7a8a80' : '#9aa79a', weight: 0.7, interactive: false };
  const pin = useMemo(
    () =>
      divIcon({
        className: 'borgo-map-pin',
        iconSize: [30, 40],
        iconAnchor: [15, 40],
        html: `<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="${theme.palette.primary.main}" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>`,
      }),
    [theme.palette.primary.main],
  );

  const start = point ?? WORLD;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        data-testid="location-map"
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': {
            height: '100%',
            bgcolor: dark ? '#1d2b36' : '#d7e6ef',
            fontFamily: theme.typography.fontFamily,
            cursor: onPick ? 'crosshair' : 'grab',
          },
          '& .leaflet-container:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          '& .borgo-map-pin': { background: 'none', border: 0 },
        }}
      >
        <MapContainer
          ref={setMap}
          center={[start.lat, start.lng]}
          zoom={point ? PLACE_ZOOM : 2}
          minZoom={1}
          maxZoom={18}
          worldCopyJump
          zoomControl={false}
          attributionControl={false}
        >
          <ZoomControl position="topright" zoomInTitle={translate('Map.ZoomIn')} zoomOutTitle={translate('Map.ZoomOut')} />
          {world && <GeoJSON data={world} style={land} />}
          {landmarks.map((l) => (
            <CircleMarker
              key={`${l.lat},${l.lng},${l.label}`}
              center={[l.lat, l.lng]}
              radius={5}
              pathOptions={{ color: theme.palette.text.secondary, weight: 1.5, fillOpacity: 0.4 }}
            >
              <Tooltip>{l.label}</Tooltip>
            </CircleMarker>
          ))}
          {point && (
            <Marker
              position={[point.lat, point.lng]}
              icon={pin}
              draggable={Boolean(onPick)}
              keyboard={Boolean(onPick)}
              title={translate(onPick ? 'Map.Pin' : 'Map.PinShown')}
              eventHandlers={{ dragend: (e) => onPick?.(pickedPoint(e.target.getLatLng().lat, e.target.getLatLng().lng)) }}
            />
          )}
          {onPick && <ClickToPick onPick={onPick} />}
        </MapContainer>
      </Box>
      {failed && <Alert severity="warning">{translate('Map.Failed')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CenterFocusIcon />}
          disabled={!map}
          onClick={() => map && onPick?.(pickedPoint(map.getCenter().lat, map.getCenter().lng))}
        >
          {translate('Map.PinHere')}
        </Button>
        <Button
          size="small"
          startIcon={<PlaceIcon />}
          disabled={!map || !point}
          onClick={() => map && point && map.setView([point.lat, point.lng], Math.max(map.getZoom(), PLACE_ZOOM))}
        >
          {translate('Map.ShowPin')}
        </Button>
      </Box>
    </Box>
  );
}
