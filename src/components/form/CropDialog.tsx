import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import { clampZoom, CROP_ZOOM } from '../../lib/imageRules';

export interface CropDialogProps {
  src: string;
  aspect: number;
  onCancel(): void;
  onCrop(area: Area): void;
}

/** Image crop with a zoom slider from 1 to 3 by 0.1 (spec console §2, §9). */
export function CropDialog({ src, aspect, onCancel, onCrop }: CropDialogProps) {
  const translate = useTranslate();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="crop-title">
      <DialogTitle id="crop-title">{translate('Form.CropTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', height: { xs: 260, sm: 380 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }} data-testid="crop-area">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            minZoom={CROP_ZOOM.min}
            maxZoom={CROP_ZOOM.max}
            onCropChange={setCrop}
            onZoomChange={(z) => setZoom(clampZoom(z))}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Typography variant="body2" id="crop-zoom">
            {translate('Form.Zoom')}
          </Typography>
          <Slider
            value={zoom}
            min={CROP_ZOOM.min}
            max={CROP_ZOOM.max}
            step={CROP_ZOOM.step}
            onChange={(_, v) => setZoom(clampZoom(v as number))}
            aria-labelledby="crop-zoom"
            data-testid="crop-zoom"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!area} onClick={() => area && onCrop(area)} data-testid="crop-confirm">
          {translate('Form.Crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
