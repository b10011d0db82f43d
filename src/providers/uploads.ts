import { HttpError, withLifecycleCallbacks, type ResourceCallbacks } from 'react-admin';
import { uploadPurpose } from '../contract/uploadPurpose';
import { RESOURCES } from '../registry/registry';
import type { ResourceDeclaration } from '../registry/defineResource';
import type { BorgoDataProvider } from './dataProvider';

/** An image picked (and cropped) in a form, not yet uploaded. */
export interface PickedImage {
  rawFile: File;
  /** Object URL of the preview. */
  src: string;
}

export const isPickedImage = (v: unknown): v is PickedImage =>
  typeof v === 'object' && v !== null && typeof File !== 'undefined' && (v as PickedImage).rawFile instanceof File;

/**
 * Replaces each picked image of `fields` (image fields of `resource`) by the name the upload
 * returns; a kept image (its URL) goes as it is. Each upload names the field it is for, which the
 * server checks against the user's permissions. A refused upload (a file too large, a daily
 * quota reached) becomes a field error of the image it was for.
 */
export async function uploadPickedImages(data: Record<string, unknown>, resource: string, fields: readonly string[], upload: BorgoDataProvider['upload']) {
  const out = { ...data };
  for (const field of fields) {
    const value = out[field];
    if (!isPickedImage(value)) continue;
    try {
      out[field] = (await upload(value.rawFile, value.rawFile.name, uploadPurpose(resource, field))).data.name;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const body = (err.body ?? {}) as { errors?: Record<string, unknown> };
      const key = body.errors ? Object.values(body.errors)[0] : undefined;
      throw new HttpError(err.message, err.status, { ...body, errors: { [field]: key ?? 'Validations.NoImage' } });
    }
  }
  return out;
}

/** Lifecycle callbacks for every declared resource with image fields (STYLE.md: quirks out of views). */
export function uploadCallbacks(resources: readonly ResourceDeclaration[], upload: BorgoDataProvider['upload']): ResourceCallbacks[] {
  return resources
    .filter((d) => d.images.length > 0)
    .map((d) => ({
      resource: d.name,
      beforeSave: (data: Record<string, unknown>) => uploadPickedImages(data, d.name, d.images, upload),
    }));
}

export function withUploads(dataProvider: BorgoDataProvider, resources: readonly ResourceDeclaration[] = RESOURCES): BorgoDataProvider {
  const upload: BorgoDataProvider['upload'] = (file, name, purpose) => dataProvider.upload(file, name, purpose);
  // withLifecycleCallbacks keeps every method of the provider it wraps, our custom ones included.
  return withLifecycleCallbacks(dataProvider, uploadCallbacks(resources, upload)) as BorgoDataProvider;
}
