import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the embedded Storage keeps bytes: one file per object version, named by the version UUID
 * (never by the client's object name, so no name can reach outside the directory), plus one file
 * per unfinished resumable upload. Bodies are streamed to disk chunk by chunk; no file is ever
 * held in memory whole.
 */

export interface FileStore {
  readonly root: string;
  objectFile(version: string): string;
  uploadFile(uploadId: string): string;
  /** A fresh temporary file for a body being received. */
  tempFile(): string;
  /**
   * Streams `source` into `file` (appending when `append`), failing with `LimitExceededError` as
   * soon as more than `limit` bytes arrive. Returns the bytes written.
   */
  receive(source: Readable, file: string, options: { limit: number; append?: boolean }): Promise<number>;
  /** Moves a received file to be the given object version. */
  promote(file: string, version: string): Promise<void>;
  size(file: string): Promise<number | undefined>;
  md5(file: string): Promise<string>;
  read(version: string, range?: { start: number; end: number }): Readable;
  remove(file: string): Promise<void>;
}

export class LimitExceededError extends Error {
  constructor() {
    super('The body exceeded the allowed size');
    this.name = 'LimitExceededError';
  }
}

export function createFileStore(root: string): FileStore {
  const objects = join(root, 'objects');
  const uploads = join(root, 'uploads');
  const temp = join(root, 'tmp');
  for (const dir of [objects, uploads, temp]) mkdirSync(dir, { recursive: true });
  // A temp file left by a crash is of no use to anyone.
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });

  return {
    root,
    objectFile: (version) => join(objects, safeName(version)),
    uploadFile: (uploadId) => join(uploads, createHash('sha256').update(uploadId).digest('hex')),
    tempFile: () => join(temp, randomUUID()),
    async receive(source, file, { limit, append = false }) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > limit ? new LimitExceededError() : null, chunk);
        },
      });
      // Piped rather than part of the pipeline: a body over the limit must not destroy the
      // request, whose connection still has to carry the 413 answer.
      source.on('error', (error) => counter.destroy(error));
      // A client that goes away mid-body: what arrived stays, as with a broken pipeline.
      source.once('close', () => {
        if (!source.readableEnded) counter.destroy(new Error('The body was cut off'));
      });
      source.pipe(counter);
      try {
        await pipeline(counter, createWriteStream(file, { flags: append ? 'a' : 'w' }));
      } catch (error) {
        source.unpipe(counter);
        // The rest of the body is read and dropped, so the client is not reset mid-send.
        if (error instanceof LimitExceededError) source.resume();
        throw error;
      }
      return size;
    },
    async promote(file, version) {
      await rename(file, join(objects, safeName(version)));
    },
    async size(file) {
      try {
        return (await stat(file)).size;
      } catch {
        return undefined;
      }
    },
    async md5(file) {
      const hash = createHash('md5');
      await pipeline(createReadStream(file), hash);
      return hash.digest('hex');
    },
    read(version, range) {
      return createReadStream(join(objects, safeName(version)), range ?? {});
    },
    async remove(file) {
      await rm(file, { force: true });
    },
  };
}

/** Versions are UUIDs this server made; anything else is a bug, not a path. */
function safeName(version: string): string {
  if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`Not an object version: ${version}`);
  return version;
}
