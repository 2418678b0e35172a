/** Reads a chosen file as a data URL (how the listing and claim calls take a verification document). */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Size shown beside the chosen file's name. */
export const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
