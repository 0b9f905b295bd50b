/** The pause between the success toast and the download, so the toast is read first. */
export const ICP_DOWNLOAD_DELAY_MS = 1000;

/** Starts a same-origin download under `fileName`, the way a click on an `<a download>` does. */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
