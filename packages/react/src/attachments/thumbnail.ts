/** The longest side of a composer thumbnail, in image pixels (a 4rem preview at up to 2.5× device pixels). */
export const THUMBNAIL_PX = 160;

/**
 * Decodes `file` straight to thumbnail size with `createImageBitmap(file, { resizeWidth | resizeHeight,
 * resizeQuality })`: the browser decodes a Blob off the main thread and never hands the page the full bitmap.
 * Only called for an image whose header gave its size (so within `maxImagePixels`). Resolves `undefined` where the
 * browser cannot (no `createImageBitmap`, a decode error): the preview is then a chip.
 */
export async function makeThumbnail(file: Blob, width: number | undefined, height: number | undefined, box = THUMBNAIL_PX): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== "function" || !width || !height) return undefined;
  const scale = Math.min(1, box / Math.max(width, height));
  // One side only: the browser keeps the aspect ratio of the image as oriented (EXIF), so a rotated photo is not squashed.
  const resize: ImageBitmapOptions = width >= height ? { resizeWidth: Math.max(1, Math.round(width * scale)) } : { resizeHeight: Math.max(1, Math.round(height * scale)) };
  try {
    return await createImageBitmap(file, { ...resize, resizeQuality: "medium" });
  } catch {
    return undefined;
  }
}

/**
 * The bytes of `file` as base64 (no `data:` prefix), read by `FileReader.readAsDataURL` — the browser reads and
 * encodes the file outside the page's script — for an inline `{ type: "data" }` source.
 */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? "");
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
