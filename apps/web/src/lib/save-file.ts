/**
 * Hands bytes the page holds to the browser as a download named `filename`: an authenticated
 * download (the token travels in a header, so it cannot be a plain link) or a file made here.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
