import ImageIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { checkImageFile, CROP_ASPECT, DEFAULT_IMAGE_MAX_BYTES, megabytes, THUMBNAIL_HEIGHT } from '../../lib/imageRules';
import { isPickedImage } from '../../providers/uploads';
import { CropDialog } from './CropDialog';
import { useFieldLabel } from './fieldLabel';
import { cropToFile } from './cropImage';

export interface ImageInputProps {
  source: string;
  /** i18n key of the label; the source's own key (`resources.<name>.fields.<source>`) by default. */
  label?: string;
  maxBytes?: number;
  /** Width over height of the crop; 2.76 unless the field says otherwise. */
  aspect?: number;
}

/**
 * An image field: choose a jpg/jpeg/png within the size limit, crop it, see it as a thumbnail
 * 150 px high. The value is the kept image's URL or the picked file, uploaded when the form saves.
 */
export function ImageInput({ source, label, maxBytes = DEFAULT_IMAGE_MAX_BYTES, aspect = CROP_ASPECT }: ImageInputProps) {
  const translate = useTranslate();
  const text = useFieldLabel()(source, label);
  const { field, fieldState } = useInput({ source });
  const { setError, clearErrors } = useFormContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; src: string } | null>(null);
  const preview = isPickedImage(field.value) ? field.value.src : typeof field.value === 'string' && field.value ? field.value : null;
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.src);
    },
    [picked],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file, maxBytes);
    if (problem) {
      setError(source, { type: 'manual', message: problem });
      return;
    }
    clearErrors(source);
    setPicked({ file, src: URL.createObjectURL(file) });
  };

  return (
    <Box sx={{ mb: 2 }} data-testid={`image-${source}`}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            height: THUMBNAIL_HEIGHT,
            minWidth: THUMBNAIL_HEIGHT,
            maxWidth: '100%',
            border: 1,
            borderColor: fieldState.invalid ? 'error.main' : 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.100',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt={text} sx={{ height: THUMBNAIL_HEIGHT, maxWidth: '100%', objectFit: 'contain', display: 'block' }} />
          ) : (
            <ImageIcon sx={{ color: 'text.disabled', fontSize: 40 }} />
          )}
        </Box>
        <Box>
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            {translate(preview ? 'Form.ChangeImage' : 'Form.ChooseImage')}
          </Button>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('Form.ImageHint', { size: megabytes(maxBytes) })}
          </Typography>
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        data-testid={`file-${source}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {fieldState.invalid && fieldState.error?.message && (
        <FormHelperText error data-testid={`error-${source}`}>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
      {picked && (
        <CropDialog
          src={picked.src}
          aspect={aspect}
          onCancel={() => setPicked(null)}
          onCrop={(area) => {
            void cropToFile(picked.src, area, picked.file).then((rawFile) => {
              field.onChange({ rawFile, src: URL.createObjectURL(rawFile) });
              setPicked(null);
            });
          }}
        />
      )}
    </Box>
  );
}
