import { V } from './formats';

/**
 * Image checks of the forms (spec content §5, §9): jpg, jpeg or png, within the field's size
 * (5 MB by default, 1 MB for category images); crop zoom 1 to 3 by 0.1, aspect 2.76 by default.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CROP_ASPECT = 2.76;
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** Thumbnails are shown at this height. */
export const THUMBNAIL_HEIGHT = 150;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Undefined when the file may be used; otherwise the message key (not an image, too large). */
export function checkImageFile(file: PickedFile, maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) && (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return V.FileNotImage;
  if (file.size > maxBytes) return V.FileTooLarge;
  return undefined;
}

/** A zoom value kept within the slider's range and step. */
export function clampZoom(value: number): number {
  const stepped = Math.round(value / CROP_ZOOM.step) * CROP_ZOOM.step;
  return Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Number(stepped.toFixed(1))));
}

/** The size limit as the message quotes it, in MB. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
