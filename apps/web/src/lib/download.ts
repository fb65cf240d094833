/** Saves a file the server sent (a Blob) under `name`, the way a normal download link would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: free it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
