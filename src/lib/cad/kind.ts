/** The CAD files the preview reads, by the ending of their name. Small: the forms import it up front. */
export type CadKind = 'step' | 'iges' | 'stl';

const kinds: Record<string, CadKind> = { step: 'step', stp: 'step', iges: 'iges', igs: 'iges', stl: 'stl' };

/** The kind of CAD file a name ends in, or null for anything the preview does not read. */
export function cadKind(name: string): CadKind | null {
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return kinds[ending] ?? null;
}
