import { invalidKey } from './errors.ts';

/**
 * Object and bucket names as Supabase Storage accepts them: its key alphabet, no empty or dot-only
 * segment, at most 1024 characters. The embedded store never uses a name as a file path, but a
 * name the hosted server would refuse must be refused here too.
 */
const KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function checkObjectName(name: string): string {
  const trimmed = name.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  const segments = trimmed.split('/');
  if (
    !trimmed ||
    trimmed.length > 1024 ||
    !KEY.test(trimmed) ||
    segments.some((segment) => segment === '.' || segment === '..')
  ) {
    throw invalidKey(name);
  }
  return trimmed;
}

export const isBucketName = (name: string): boolean => /^[A-Za-z0-9_.-]{1,100}$/.test(name);

/** Splits `/<bucket>/<object name…>` (already below the route prefix), decoding each segment. */
export function bucketAndName(rest: string): { bucket: string; name: string } {
  const [first = '', ...others] = rest.replace(/^\/+/, '').split('/');
  let bucket: string;
  let name: string;
  try {
    bucket = decodeURIComponent(first);
    name = others.map(decodeURIComponent).join('/');
  } catch {
    throw invalidKey(rest);
  }
  if (!isBucketName(bucket)) throw invalidKey(bucket);
  return { bucket, name: checkObjectName(name) };
}

/** A bucket named in a path segment, decoded; a malformed escape (`%E0%A4%A`) is a bad key, not a crash. */
export function bucketName(segment: string): string {
  let bucket: string;
  try {
    bucket = decodeURIComponent(segment);
  } catch {
    throw invalidKey(segment);
  }
  if (!isBucketName(bucket)) throw invalidKey(bucket);
  return bucket;
}
