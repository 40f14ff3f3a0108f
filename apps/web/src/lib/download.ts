// Saves a Blob as a file through a temporary link (the way a browser offers a download from script).
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading it before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
