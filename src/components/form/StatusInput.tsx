import { SelectInput } from 'react-admin';

/** Active or disabled (tags, smart-solution labels): the list's tabs filter by it. */
export function StatusInput({ source = 'status', statuses }: { source?: string; statuses: readonly string[] }) {
  return <SelectInput source={source} choices={statuses.map((s) => ({ id: s, name: `Status.${s}` }))} sx={{ maxWidth: 280 }} fullWidth />;
}
