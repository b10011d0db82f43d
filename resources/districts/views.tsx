import TuneIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { AutocompleteInput, SelectInput, useDataProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { InputGroup } from '../../src/components/form/InputGroup';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { LocationInput } from '../../src/components/form/LocationInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { DISTRICT_LANGUAGES, DISTRICT_NAME_MAX, WEATHER_LINK_MAX, ZIP_CODE_MAX } from './contract';
import type { districtRecord } from './schema';
import { timeZones } from './constants';

type District = z.output<typeof districtRecord>;

export function DistrictList() {
  const translate = useTranslate();
  const declaration = useDeclaration();
  const open = useOpenResource(declaration);
  const access = useResourceAccess(declaration);
  return (
    <ResourceList<District>
      label={(r) => r.name}
      rowActions={(r) =>
        access.edit(r.id) && (
          <IconButton
            size="small"
            onClick={() => open.page('configurations', r.id)}
            aria-label={translate('resources.districts.openConfiguration')}
            title={translate('resources.districts.openConfiguration')}
            data-testid="row-configurations"
          >
            <TuneIcon fontSize="small" />
          </IconButton>
        )
      }
    />
  );
}

interface CityOption {
  id: number;
  name: string;
  country_id: number;
  country: { id: number; name: string };
}
interface CountryOption {
  id: number;
  name: string;
  currencyCode: string;
  currencySymbol: string;
}

/** The cities a district may stand in (settings/cities), and the countries with their currency. */
function usePlaces() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [places, setPlaces] = useState<{ cities: CityOption[]; countries: CountryOption[] } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([dataProvider.getOptions<CityOption>('districts/cities'), dataProvider.getOptions<CountryOption>('countries')]).then(
      ([cities, countries]) => live && setPlaces({ cities: cities.data, countries: countries.data }),
      () => live && setPlaces({ cities: [], countries: [] }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return places;
}

/** Country and currency of the picked city, shown and never edited: they come with the city. */
function CountryOfCity({ places }: { places: ReturnType<typeof usePlaces> }) {
  const translate = useTranslate();
  const cityId = useWatch({ name: 'city_id' }) as number | null | undefined;
  const city = places?.cities.find((c) => c.id === cityId);
  const country = places?.countries.find((c) => c.id === city?.country_id);
  const read = (label: string, value: string, testId: string, hint?: string) => (
    <TextField
      label={translate(label)}
      value={value}
      slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': testId } }}
      helperText={hint && translate(hint)}
      fullWidth
    />
  );
  return (
    <>
      {read('resources.districts.fields.country', country?.name ?? city?.country.name ?? '', 'district-country')}
      {read(
        'resources.districts.fields.currency',
        country ? `${country.currencyCode} (${country.currencySymbol})` : '',
        'district-currency',
        'resources.districts.countryHint',
      )}
    </>
  );
}

/** The place, with the other districts the editor can see drawn on the map for bearings. */
function DistrictLocation() {
  const record = useRecordContext<District>();
  const { data } = useGetList<District>('districts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const landmarks = useMemo(
    () =>
      (data ?? []).flatMap((d) =>
        d.id !== record?.id && d.latitude !== null && d.longitude !== null ? [{ lat: d.latitude, lng: d.longitude, label: d.name }] : [],
      ),
    [data, record?.id],
  );
  return <LocationInput landmarks={landmarks} />;
}

export function DistrictForm() {
  const translate = useTranslate();
  const places = usePlaces();
  const zones = useMemo(() => timeZones().map((z) => ({ id: z, name: z })), []);
  const languages = DISTRICT_LANGUAGES.map((l) => ({ id: l, name: translate(`Languages.${l}`) }));
  return (
    <ResourceForm<District> defaults={{ default_language: 'en', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }}>
      {() => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <InputGroup title="resources.districts.name">
            <LimitedTextInput source="name" max={DISTRICT_NAME_MAX} />
            <SelectInput
              source="city_id"
              choices={places?.cities ?? []}
              isPending={places === null}
              translateChoice={false}
              optionText={(c: CityOption) => `${c.name} (${c.country.name})`}
              fullWidth
            />
            <CountryOfCity places={places} />
            <LimitedTextInput source="zip_code" max={ZIP_CODE_MAX} />
          </InputGroup>
          <InputGroup title="resources.districts.place" wide>
            <DistrictLocation />
          </InputGroup>
          <InputGroup title="resources.districts.localSettings">
            <LimitedTextInput source="weather_link" max={WEATHER_LINK_MAX} />
            <SelectInput source="default_language" choices={languages} translateChoice={false} fullWidth />
            <AutocompleteInput source="time_zone" choices={zones} translateChoice={false} fullWidth />
          </InputGroup>
        </Box>
      )}
    </ResourceForm>
  );
}
