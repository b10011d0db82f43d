import { unzipSync } from 'fflate';
import { sniffFileType, type FileType } from '../contract/fileRules';

/** More entries than a store's phone screenshots ever are: the rest is not read. */
export const ZIP_MAX_ENTRIES = 100;

/** Folders, and the resource forks macOS adds to the archives it makes: no file of the user's. */
const isMetadata = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || name.includes('/__MACOSX/');

/**
 * The kinds of a zip's entries by their first bytes (fflate reads the archive: the browser before
 * an upload, the server after), or null when the bytes are no readable zip. An entry that cannot
 * be one of ours without being read (compressed in a way fflate does not read, too many entries,
 * more than `maxExpandedBytes` once expanded, declared) counts as null, a non-image, and is not
 * expanded: a small archive that would expand to gigabytes is refused, not unpacked.
 */
export function zipEntryTypes(data: Uint8Array, maxExpandedBytes: number): (FileType | null)[] | null {
  const refused: null[] = [];
  let count = 0;
  let expanded = 0;
  try {
    const files = unzipSync(data, {
      filter: (file) => {
        if (isMetadata(file.name)) return false;
        count += 1;
        expanded += file.originalSize;
        if (count > ZIP_MAX_ENTRIES || expanded > maxExpandedBytes || (file.compression !== 0 && file.compression !== 8)) {
          refused.push(null);
          return false;
        }
        return true;
      },
    });
    return [...Object.values(files).map((bytes) => sniffFileType(bytes.subarray(0, 16))), ...refused];
  } catch {
    return null;
  }
}
