import { fileProblem, sniffFileType, type FileFacts, type FileRule } from '../../src/contract/fileRules';
import { zipEntryTypes } from '../../src/lib/zipImages';

/** The pixel size the browser decodes an image to, or null when it cannot decode it (no image). */
function decodedSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const src = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const img = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(src);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = src;
  });
}

/**
 * What a picked file really is, read in the browser before anything is sent: its kind by its first
 * bytes (a PNG renamed .jpg is a PNG), an image's pixels as the browser decodes it (bytes that say
 * PNG but do not decode are no image), a zip's entries by their first bytes. A file over the
 * rule's size is not read at all.
 */
export async function inspectFile(file: File, rule: FileRule): Promise<FileFacts> {
  if (file.size > rule.maxBytes) return { type: null, size: file.size };
  const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (type === 'png' || type === 'jpg') {
    const size = await decodedSize(file);
    return size ? { type, size: file.size, ...size } : { type: null, size: file.size };
  }
  if (type === 'zip' && rule.types.includes('zip')) {
    const entries = zipEntryTypes(new Uint8Array(await file.arrayBuffer()), rule.maxBytes * 4);
    return entries ? { type, size: file.size, entries } : { type: null, size: file.size };
  }
  return { type, size: file.size };
}

/** The message key of the first rule the picked file breaks, or undefined when it may be uploaded. */
export async function checkPickedFile(file: File, rule: FileRule): Promise<string | undefined> {
  return fileProblem(rule, await inspectFile(file, rule));
}
