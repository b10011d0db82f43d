import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { WELCOME_SCREENS_MAX } from './contract';
import { FilePicker, useFileMessage, usePickFile, useRuleHint, type FileValue } from './BrandFileInput';

interface Props {
  label: string;
  value: FileValue[];
  error: string | null;
  onChange: (value: FileValue[]) => void;
  onError: (key: string | null) => void;
}

/** The welcome screens the app pages through, in order: each checked and uploaded as it is added. */
export function WelcomeScreensInput({ label, value, error, onChange, onError }: Props) {
  const translate = useTranslate();
  const pick = usePickFile('welcome_paths');
  const hint = useRuleHint('welcome_paths');
  const message = useFileMessage('welcome_paths');
  const [busy, setBusy] = useState(false);
  const add = async (file: File) => {
    setBusy(true);
    onError(null);
    try {
      const result = await pick(file);
      if ('error' in result) onError(result.error);
      else onChange([...value, result.value]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="brand-file-welcome_paths">
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label} ({value.length}/{WELCOME_SCREENS_MAX})
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {value.map((screen, i) => (
          <Box key={screen.name} sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
            <Box
              component="img"
              src={screen.url}
              alt={translate('resources.brands.theme.welcomeN', { n: i + 1 })}
              sx={{ height: 96, width: 54, objectFit: 'cover', display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={translate('resources.brands.theme.removeWelcome', { n: i + 1 })}
              title={translate('resources.brands.theme.removeWelcome', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, p: 0.25 }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {value.length < WELCOME_SCREENS_MAX && (
          <FilePicker field="welcome_paths" label={label} busy={busy} onPick={(f) => void add(f)} action="resources.brands.theme.addWelcome" />
        )}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {hint}
      </Typography>
      {error && (
        <FormHelperText error data-testid="error-welcome_paths" role="alert">
          {message(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
