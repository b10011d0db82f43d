import { V } from '../lib/formats';

/**
 * What a file field takes (spec content §5 "Image limits"), said once for the console, which checks
 * a picked file before it sends it, and for the server, which checks what it received: the kinds
 * of file by their bytes (never by the name), the most bytes, and an exact pixel size. A field's
 * rule sits in its entity's contract (`fileRules`), beside its name in `images`. No zod and no
 * browser or Node API here: both sides import it.
 */
export type FileType = 'png' | 'jpg' | 'zip';

export interface FileRule {
  types: readonly FileType[];
  maxBytes: number;
  /** Exact pixel size of an image, when the field asks one. */
  width?: number;
  height?: number;
}

/** What was read of a file: its kind by its first bytes, its bytes, its pixels, and a zip's entries' kinds. */
export interface FileFacts {
  type: FileType | null;
  size: number;
  width?: number | null;
  height?: number | null;
  /** Each entry of a zip (directories aside), by its first bytes; null where it is none of ours. */
  entries?: readonly (FileType | null)[];
}

export const MB = 1024 * 1024;

/** Any image field without a rule of its own: a PNG or JPEG of at most 5 MB (spec content §9's default). */
export const DEFAULT_IMAGE_RULE: FileRule = { types: ['png', 'jpg'], maxBytes: 5 * MB };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (head: Uint8Array, magic: readonly number[]) => head.length >= magic.length && magic.every((b, i) => head[i] === b);

/** The kind of a file by its first bytes (magic numbers): PNG, JPEG, ZIP (an empty one too), or null. */
export function sniffFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, PNG_MAGIC)) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return null;
}

/** The message for a file of a kind the rule does not take: the kind it wants. */
export function wrongTypeKey(rule: FileRule): string {
  if (rule.types.includes('zip')) return V.FileNotZip;
  if (rule.types.length === 1 && rule.types[0] === 'png') return V.FileNotPng;
  return V.FileNotImage;
}

/**
 * The first rule a file breaks, as a catalogue key, or undefined when it may be used. The order
 * is the server's: too large (413, before it is read whole), wrong kind (415), then what only
 * its content tells (422): a zip's entries, an image's pixels.
 */
export function fileProblem(rule: FileRule, facts: FileFacts): string | undefined {
  if (facts.size > rule.maxBytes) return V.FileTooLarge;
  if (facts.type === null || !rule.types.includes(facts.type)) return wrongTypeKey(rule);
  if (facts.type === 'zip') {
    const entries = facts.entries ?? [];
    if (entries.length === 0 || entries.some((t) => t !== 'png' && t !== 'jpg')) return V.ZipNotImages;
    return undefined;
  }
  if (rule.width !== undefined && rule.height !== undefined && (facts.width !== rule.width || facts.height !== rule.height)) return V.ImageResolution;
  return undefined;
}

/** The HTTP status a refusal of `fileProblem` goes with. */
export function problemStatus(key: string): 413 | 415 | 422 {
  if (key === V.FileTooLarge) return 413;
  if (key === V.FileNotImage || key === V.FileNotPng || key === V.FileNotZip) return 415;
  return 422;
}

/** The limit as the messages and hints quote it, in MB. */
export const megabytesOf = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** What the messages of a rule quote: its size in MB and its pixels. */
export function ruleArgs(rule: FileRule): Record<string, string | number> {
  return { size: megabytesOf(rule.maxBytes), width: rule.width ?? '', height: rule.height ?? '' };
}
