import type { StoredRead } from '../../shared/cad/machining-read.ts';
import type { Measurements } from '../../shared/cad/measure.ts';

/** What a chosen file's preview learnt of it: its measurements, then its machining read. */
export type FileFindings = { measurements?: Measurements; read?: StoredRead };

/**
 * What the preview found in each chosen file, kept beside the File until its upload writes it into
 * the attachment entry. A file is measured and read once, by its preview; a file that was never
 * measured (not a model, unreadable, or submitted before its preview finished) is stored without
 * them, and one submitted before its read finished is stored with its measurements alone.
 */
const found = new WeakMap<File, FileFindings>();

export const rememberMeasurements = (file: File, measurements: Measurements) =>
  found.set(file, { ...found.get(file), measurements });

export const rememberRead = (file: File, read: StoredRead) => found.set(file, { ...found.get(file), read });

export const findingsOf = (file: File): FileFindings => found.get(file) ?? {};
