import ImageIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ZipIcon from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { ruleArgs, type FileRule } from '../../src/contract/fileRules';
import { uploadPurpose } from '../../src/contract/uploadPurpose';
import { V } from '../../src/lib/formats';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { BRAND_FILE_RULES, type BrandFileField } from './contract';
import { checkPickedFile } from './pickedFile';

/** A file of the brand as a page holds it: the stored name to save, and where to see it. */
export interface FileValue {
  name: string;
  url: string;
  /** The picked file's own name, for a zip (an image shows itself). */
  fileName?: string;
}

/** A kept file of the record (its address) as a page holds it. */
export const keptFile = (url: string | null | undefined): FileValue | null => (url ? { name: url, url } : null);

const L = 'resources.brands.files';

/**
 * Checks a picked file in the browser on its bytes and pixels (./pickedFile.ts), then uploads it for
 * its field, where the server checks the same rule again: the uploaded file, or the message key
 * of the rule it breaks (the server's, when only the server refuses it).
 */
export function usePickFile(field: BrandFileField) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const rule: FileRule = BRAND_FILE_RULES[field];
  return async (file: File): Promise<{ value: FileValue } | { error: string }> => {
    const problem = await checkPickedFile(file, rule);
    if (problem) return { error: problem };
    try {
      const { data } = await dataProvider.upload(file, file.name, uploadPurpose('brands', field));
      return { value: { name: data.name, url: data.url, fileName: file.name } };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const errors = (err.body as { errors?: Record<string, unknown> } | undefined)?.errors;
      const key = errors ? [Object.values(errors)[0]].flat()[0] : undefined;
      return { error: typeof key === 'string' ? key : V.FieldInvalid };
    }
  };
}

/** The rule as the hint under a file field says it: kinds, pixels, size. */
export function useRuleHint(field: BrandFileField) {
  const translate = useTranslate();
  const rule: FileRule = BRAND_FILE_RULES[field];
  const kinds = rule.types.map((t) => (t === 'jpg' ? 'JPEG' : t.toUpperCase())).join(', ');
  const args = { ...ruleArgs(rule), types: kinds };
  return rule.width ? translate(`${L}.hintPixels`, args) : translate(`${L}.hint`, args);
}

/** A rule's message with the numbers it quotes (size, pixels) filled in from the field's rule. */
export function useFileMessage(field: BrandFileField) {
  const translate = useTranslate();
  return (key: string) => translate(key, ruleArgs(BRAND_FILE_RULES[field]));
}

interface PickerProps {
  field: BrandFileField;
  label: string;
  busy: boolean;
  onPick: (file: File) => void;
  /** The button's text key; "Choose a file" by default. */
  action?: string;
}

/** The hidden file input and the button that opens it. */
export function FilePicker({ field, label, busy, onPick, action }: PickerProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const zip = BRAND_FILE_RULES[field].types.includes('zip');
  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
        {translate(action ?? `${L}.choose`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={zip ? '.zip,application/zip' : BRAND_FILE_RULES[field].types.includes('jpg') ? '.png,.jpg,.jpeg,image/png,image/jpeg' : '.png,image/png'}
        data-testid={`file-${field}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

export interface BrandFileInputProps {
  field: Exclude<BrandFileField, 'welcome_paths'>;
  label: string;
  value: FileValue | null;
  error: string | null;
  onChange: (value: FileValue | null) => void;
  onError: (key: string | null) => void;
}

/**
 * One file of the brand's app: its thumbnail (or a zip's name), the rule under it, a message on the
 * field when a picked file breaks it, and a mark once the server took it.
 */
export function BrandFileInput({ field, label, value, error, onChange, onError }: BrandFileInputProps) {
  const translate = useTranslate();
  const pick = usePickFile(field);
  const hint = useRuleHint(field);
  const message = useFileMessage(field);
  const [busy, setBusy] = useState(false);
  const [fresh, setFresh] = useState(false);
  const zip = BRAND_FILE_RULES[field].types.includes('zip');
  const choose = async (file: File) => {
    setBusy(true);
    onError(null);
    try {
      const result = await pick(file);
      if ('error' in result) onError(result.error);
      else {
        onChange(result.value);
        setFresh(true);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid={`brand-file-${field}`}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            height: 96,
            minWidth: 96,
            maxWidth: '100%',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.100',
            overflow: 'hidden',
            px: zip && value ? 1.5 : 0,
          }}
        >
          {value && !zip ? (
            <Box component="img" src={value.url} alt={label} sx={{ height: 96, maxWidth: 220, objectFit: 'contain', display: 'block' }} />
          ) : value ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <ZipIcon color="action" />
              <Typography variant="body2">{value.fileName ?? translate(`${L}.zipKept`)}</Typography>
            </Box>
          ) : zip ? (
            <ZipIcon sx={{ color: 'text.disabled', fontSize: 36 }} />
          ) : (
            <ImageIcon sx={{ color: 'text.disabled', fontSize: 36 }} />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <FilePicker field={field} label={label} busy={busy} onPick={(f) => void choose(f)} action={value ? `${L}.change` : undefined} />
            {value && (
              <IconButton aria-label={translate(`${L}.remove`)} title={translate(`${L}.remove`)} onClick={() => (onChange(null), setFresh(false))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
          {fresh && value && !error && (
            <Typography
              variant="caption"
              component="p"
              color="success.main"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              data-testid={`accepted-${field}`}
            >
              <CheckIcon fontSize="inherit" />
              {translate(`${L}.accepted`)}
            </Typography>
          )}
        </Box>
      </Box>
      {error && (
        <FormHelperText error data-testid={`error-${field}`} role="alert">
          {message(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
