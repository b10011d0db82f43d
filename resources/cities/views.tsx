import { useEffect, useState } from 'react';
import { SelectInput, useDataProvider } from 'react-admin';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import type { z } from 'zod';
import { CITY_NAME_MAX } from './contract';
import type { cityRecord } from './schema';

type City = z.output<typeof cityRecord>;

/** The contract's columns (`list.columns`), each drawn by its kind. */
export function CityList() {
  return <ResourceList<City> label={(r) => r.name} />;
}

/** The countries a city may be in, for the select. */
function useCountries() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [countries, setCountries] = useState<{ id: number; name: string }[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.getOptions<{ id: number; name: string }>('countries').then(
      ({ data }) => live && setCountries(data),
      () => live && setCountries([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return countries;
}

export function CityForm() {
  const countries = useCountries();
  return (
    <ResourceForm<City>>
      {() => (
        <>
          <LimitedTextInput source="name" max={CITY_NAME_MAX} />
          <SelectInput source="country_id" choices={countries ?? []} isPending={countries === null} translateChoice={false} sx={{ maxWidth: 360 }} fullWidth />
        </>
      )}
    </ResourceForm>
  );
}
