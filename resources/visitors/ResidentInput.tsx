import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDataProvider, useInput, useTranslate, ValidationError } from 'react-admin';
import { useFieldLabel } from '../../src/components/form/fieldLabel';
import type { Resident } from '../../src/providers/customMethods';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useAutocompleteTexts } from '../../src/components/form/autocompleteTexts';

export interface ResidentInputProps {
  source: string;
  /** i18n key of the label; the source's own key by default. */
  label?: string;
  /** The resident already chosen (edit), so the field shows a name before any search. */
  initial?: { id: number; full_name: string } | null;
  /**
   * The options route to search (`tool_reservations/options/users`), answering `[{ id, full_name, email }]`;
   * the gate's hosts (GET /visitors/hosts) by default. A screen whose users hold no gate right names its own.
   */
  options?: string;
}

/**
 * A resident of the district, searched by name or e-mail (GET /visitors/hosts); the form keeps
 * the id. Nothing chosen is the schema's "select an option".
 */
export function ResidentInput({ source, label, initial, options: route }: ResidentInputProps) {
  const translate = useTranslate();
  const texts = useAutocompleteTexts();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Resident[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<Pick<Resident, 'id' | 'full_name'> | null>(initial ?? null);

  // Searches 300 ms after typing stops; the first search (empty text) lists the first residents.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      const found = route ? dataProvider.getOptions<Resident>(route, { query: text.trim() || undefined }) : dataProvider.residents(text, controller.signal);
      found.then(
        ({ data }) => !controller.signal.aborted && (setOptions(data), setLoading(false)),
        (err: Error) => err.name !== 'AbortError' && !controller.signal.aborted && (setOptions([]), setLoading(false)),
      );
    }, 300);
    return () => (clearTimeout(timer), controller.abort());
  }, [text, dataProvider, route]);

  const value = chosen && chosen.id === Number(field.value) ? chosen : null;
  return (
    <Autocomplete<Pick<Resident, 'id' | 'full_name'> & Partial<Resident>>
      options={options}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.full_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.full_name}
          {o.email ? <span style={{ opacity: 0.6, marginLeft: 8 }}>{o.email}</span> : null}
        </li>
      )}
      noOptionsText={translate('Gate.NoResident')}
      {...texts}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      onChange={(_, o) => {
        setChosen(o);
        field.onChange(o ? o.id : null);
      }}
      onBlur={field.onBlur}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel(source, label)}
          placeholder={translate('Gate.SearchResident')}
          error={fieldState.invalid}
          helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `input-${source}` } }}
        />
      )}
    />
  );
}
