/** File-name columns hold up to 255 characters. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * A file name that fits `max` characters. A longer one keeps its ending, the extension, which is
 * what tells a reader the kind of drawing; the start gives way, marked by an ellipsis.
 */
export function fitFileName(name: string, max: number = MAX_FILE_NAME_LENGTH): string {
  return name.length > max ? `…${name.slice(-(max - 1))}` : name;
}

/** Starts a download of `href` under `fileName`, the way a click on an `<a download>` does. */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
