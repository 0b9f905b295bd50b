/*
 * Files whose copy the deliver-leads function strips of every name (a model's header): any other
 * file (a PDF's title block, a photo, a drawing) needs a person to open it and confirm nothing in
 * it names the buyer before a brief carries it. The database's private.review_free_extensions()
 * holds the same list, and send_briefs refuses without the team's confirmation. Relative imports
 * only, so Deno imports this module as it is.
 */

export const reviewFreeExtensions = ['step', 'stp', 'iges', 'igs', 'stl'] as const;

/** The file's extension, lower case, as the database reads it from the stored path; null without one. */
function extensionOf(path: string): string | null {
  return /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** Whether a stored file (by its path) needs the team's look: anything but a STEP, IGES or STL. */
export function needsReview(path: string | null | undefined): boolean {
  const extension = path ? extensionOf(path) : null;
  return extension === null || !(reviewFreeExtensions as readonly string[]).includes(extension);
}
