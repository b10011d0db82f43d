import { SelectInput } from 'react-admin';

/** Active or disabled (tags, smart-solution labels): the list's tabs filter by it. */
export function StatusInput({ source = 'status', label, statuses }: { source?: string; label: string; statuses: readonly string[] }) {
  return (
    <SelectInput
      source={source}
      label={label}
      choices={statuses.map((s) => ({ id: s, name: `Status.${s}` }))}
      sx={{ maxWidth: 280 }}
      fullWidth
    />
  );
}
