import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { tagChips } from '../../lib/listRules';

/** A tag column (spec console §9): three chips, long names cut, then "+N more". */
export function TagChips({ names }: { names: readonly string[] }) {
  const translate = useTranslate();
  const { shown, more } = tagChips(names);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="tag-chips">
      {shown.map((text, i) => (
        <Chip key={`${i}-${text}`} label={text} size="small" title={names[i]} />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={translate('List.MoreTags', { count: more })} />}
    </Box>
  );
}
