import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { debounce } from '../../lib/debounce';
import { normalizeSearch, SEARCH_DELAY_MS } from '../../lib/listRules';

/** Spec content §5: search fields ignore input beyond their limit (the server takes 200). */
export const SEARCH_MAX = 200;

/**
 * The list's search box (spec console §2): Enter runs the search at once; otherwise it runs by
 * itself 1000 ms after typing stops. The text is trimmed; the clear button empties it.
 */
export function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value ?? '');
  const run = useMemo(() => debounce((t: string) => onSearch(normalizeSearch(t)), SEARCH_DELAY_MS), [onSearch]);
  useEffect(() => () => run.cancel(), [run]);
  // A search cleared from outside (clear filter) empties the box too.
  useEffect(() => {
    if (value === undefined) setText('');
  }, [value]);

  return (
    <TextField
      size="small"
      value={text}
      placeholder={translate('List.Search')}
      onChange={(e) => {
        const next = e.target.value.slice(0, SEARCH_MAX);
        setText(next);
        run(next);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        run.cancel();
        onSearch(normalizeSearch(text));
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': translate('List.Search'), 'data-testid': 'list-search', maxLength: SEARCH_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={translate('List.ClearSearch')}
                onClick={() => {
                  run.cancel();
                  setText('');
                  onSearch(undefined);
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
