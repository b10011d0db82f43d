import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, useDataProvider } from 'react-admin';
import { CONTENT_TAGS_MAX } from '../../contract/content';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../session';
import { useAutocompleteTexts } from '../form/autocompleteTexts';

/**
 * The district's active tags to pick from, named in the UI language (`GET /<entity>/tag_options`,
 * or the route an entity names), at most `max`.
 */
export function TagsInput({
  resource,
  path = `${resource}/tag_options`,
  max = CONTENT_TAGS_MAX,
  sx,
}: {
  resource: string;
  path?: string;
  max?: number;
  sx?: SxProps<Theme>;
}) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const texts = useAutocompleteTexts();
  const { data, isPending } = useQuery({
    queryKey: [resource, 'tag_options', districtId, path],
    queryFn: () => dataProvider.getOptions<{ id: number; name: string }>(path).then((r) => r.data),
    staleTime: 60_000,
  });
  return (
    <AutocompleteArrayInput
      source="tag_ids"
      choices={data ?? []}
      isPending={isPending}
      optionText="name"
      optionValue="id"
      fullWidth
      {...texts}
      slotProps={{ chip: { size: 'small' } }}
      sx={sx}
      validate={(v: unknown) => (Array.isArray(v) && v.length > max ? { message: 'Validations.NumberMax', args: { max } } : undefined)}
    />
  );
}
