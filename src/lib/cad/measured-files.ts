import type { Measurements } from '../../shared/cad/measure.ts';

/**
 * The measurements of each chosen file, kept beside the File until its upload writes them into
 * the attachment entry. A file is measured once, by its preview; a file that was never measured
 * (not a model, unreadable, or submitted before its preview finished) is stored without them.
 */
const measured = new WeakMap<File, Measurements>();

export const rememberMeasurements = (file: File, measurements: Measurements) => measured.set(file, measurements);

export const measurementsOf = (file: File): Measurements | undefined => measured.get(file);
