import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { CheckboxGroupInput, SelectInput, useTranslate } from 'react-admin';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import type { SubmitAction } from '../../src/components/form/useSaveFlow';
import { useToolOptions } from '../tools/options';
import { BRAND_FILE_RULES, BRAND_NAME_MAX, BRAND_SHORT_CODE_MAX, BRAND_STATUSES } from './contract';
import type { BrandRecord } from './schema';
import { brandPageLink } from './target';

// Its own module, apart from the list: the list's first paint does not load the form's inputs (image crop, pickers).
const L = 'resources.brands';

interface DistrictOption {
  id: number;
  name: string;
  brand_id: number | null;
  brand_name: string | null;
}

/** The districts the editor belongs to; one that carries another brand is shown with it, and cannot be picked. */
function DistrictsInput({ brandId }: { brandId: number | null }) {
  const translate = useTranslate();
  const { data, isPending } = useToolOptions<DistrictOption>('brands/options/districts');
  const choices = (data ?? []).map((d) => ({
    id: d.id,
    name: d.brand_id !== null && d.brand_id !== brandId ? translate(`${L}.districtCarries`, { district: d.name, brand: d.brand_name ?? '' }) : d.name,
    disabled: d.brand_id !== null && d.brand_id !== brandId,
  }));
  return (
    <CheckboxGroupInput source="district_ids" choices={choices} isPending={isPending} disableValue="disabled" row={false} helperText={`${L}.districtsHelp`} />
  );
}

/** Where "Save and go on" leads: the brand's theme settings, with its id, name and the form's language (spec console §2). */
const saveAndGoOn = (origin: string): SubmitAction => ({
  id: 'go-on',
  label: `${L}.saveAndGoOn`,
  variant: 'outlined',
  icon: <ArrowForwardIcon />,
  next: (saved, { language }) => {
    const record = (saved as { data?: BrandRecord }).data;
    return record ? brandPageLink('themeSetting', record, language, origin) : null;
  },
});

/** A brand: name, logo (cropped square), status, short code and its districts; Save, or Save and go on to its theme. */
export function BrandForm() {
  return (
    <ResourceForm<BrandRecord>
      defaults={{ status: 'active', district_ids: [], logo_path: null }}
      submits={() => [{ id: 'save', label: 'ra.action.save', variant: 'contained' }, saveAndGoOn('/backend/brands')]}
    >
      {(record) => (
        <>
          <LimitedTextInput source="name" max={BRAND_NAME_MAX} />
          <ImageInput source="logo_path" maxBytes={BRAND_FILE_RULES.logo_path.maxBytes} aspect={1} />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <LimitedTextInput source="short_code" max={BRAND_SHORT_CODE_MAX} />
            <SelectInput source="status" choices={BRAND_STATUSES.map((s) => ({ id: s, name: `${L}.values.status.${s}` }))} />
          </Box>
          <DistrictsInput brandId={record?.id ?? null} />
        </>
      )}
    </ResourceForm>
  );
}
