import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Uploaded files behind one small interface (a local folder by default), so a shared store can
 * replace it when several server processes run. Names are random: a URL is unguessable.
 */
export interface Storage {
  save(data: Buffer, extension: string): Promise<string>;
  /**
   * A new file written through a stream by `fill` (a large export is never whole in memory). The
   * file is there once `fill` has ended the stream; when `fill` fails, it is taken back.
   */
  write<T>(extension: string, fill: (out: Writable) => Promise<T>): Promise<{ name: string; result: T }>;
  read(name: string): Promise<Buffer | null>;
  /** Takes back a file whose record could not be written; a name that is not there is no error. */
  remove(name: string): Promise<void>;
}

export const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg|jpeg|pdf|xls|xlsx|zip)$/;

export function folderStorage(dir: string): Storage {
  mkdirSync(dir, { recursive: true });
  return {
    async save(data, extension) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(join(dir, name), data);
      return name;
    },
    async write(extension, fill) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const out = createWriteStream(join(dir, name), { flags: 'wx' });
      try {
        const result = await fill(out);
        if (!out.writableEnded) out.end();
        await finished(out);
        return { name, result };
      } catch (err) {
        out.destroy();
        await unlink(join(dir, name)).catch(() => undefined);
        throw err;
      }
    },
    async read(name) {
      if (!SAFE_NAME.test(name)) return null;
      return readFile(join(dir, name)).catch(() => null);
    },
    async remove(name) {
      if (!SAFE_NAME.test(name)) return;
      await unlink(join(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}

export const fileUrl = (name: string) => `/api/v3/files/${name}`;

/** The stored file a URL of `fileUrl` names, or null for anything else (an outside URL, a path). */
export function storedNameOf(url: string | null | undefined): string | null {
  const name = url?.startsWith('/api/v3/files/') ? url.slice('/api/v3/files/'.length) : null;
  return name && SAFE_NAME.test(name) ? name : null;
}

/** Kinds of stored file that are private (exports): only their own guarded route serves them. */
export const PRIVATE_FILE = /\.(xls|xlsx|zip)$/;

/** Where an export's file is downloaded: a guarded route that checks who asks, and records it. */
export const exportFileUrl = (id: number) => `/api/v3/exported_api_documents/${id}/file`;

/** What the bytes are, whatever the file name claims. */
export function imageType(data: Buffer): 'png' | 'jpg' | null {
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

/**
 * Stores validated files, then runs the write that names them; when that write fails, the files
 * are taken back, so no refused or failed request leaves a file without a record.
 */
export async function storeThen<T>(
  storage: Storage,
  files: readonly { data: Buffer; extension: string }[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const names: string[] = [];
  try {
    for (const f of files) names.push(await storage.save(f.data, f.extension));
    return await write(names);
  } catch (err) {
    await Promise.all(names.map((n) => storage.remove(n).catch(() => undefined)));
    throw err;
  }
}
