/** The longest side of a composer thumbnail, in image pixels (a 4rem preview at up to 2.5× device pixels). */
export const THUMBNAIL_PX = 160;

/** The worker's whole source: decode and resize there, hand the small bitmap back (transferred, not copied). */
const WORKER_SOURCE = `self.onmessage=async(e)=>{const{id,file,options}=e.data;try{const b=await createImageBitmap(file,options);self.postMessage({id,bitmap:b},[b])}catch(_){self.postMessage({id})}}`;

let worker: Worker | null | undefined;
let nextRequest = 0;
const waiting = new Map<number, (bitmap: ImageBitmap | undefined) => void>();

/** The thumbnail worker (one per page, made on first use), or `null` where workers from a blob URL are not allowed (a CSP without `worker-src blob:`). */
function thumbnailWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    if (typeof Worker !== "function" || typeof URL.createObjectURL !== "function") return (worker = null);
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    const w = new Worker(url);
    URL.revokeObjectURL(url);
    w.onmessage = (e: MessageEvent<{ id: number; bitmap?: ImageBitmap }>) => {
      waiting.get(e.data.id)?.(e.data.bitmap);
      waiting.delete(e.data.id);
    };
    // refused (CSP) or broken: every request waiting, and every later one, falls back to the page's createImageBitmap
    w.onerror = () => {
      worker = null;
      w.terminate();
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    };
    return (worker = w);
  } catch {
    return (worker = null);
  }
}

/**
 * Decodes `file` straight to thumbnail size with `createImageBitmap(file, { resizeWidth | resizeHeight,
 * resizeQuality })` in a worker (Chromium decodes and scales a Blob's image on the calling thread when asked to
 * resize, so the call is made off the page's thread), and transfers the small bitmap back: the page never holds the
 * full bitmap, and its main thread does not decode. Where a worker cannot be made (a CSP without `worker-src
 * blob:`), the page's own `createImageBitmap` with the same resize. Only called for an image whose header gave its
 * size (so within `maxImagePixels`). Resolves `undefined` where the browser cannot (no `createImageBitmap`, a decode
 * error): the preview is then the kind's icon.
 */
export async function makeThumbnail(file: Blob, width: number | undefined, height: number | undefined, box = THUMBNAIL_PX): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== "function" || !width || !height) return undefined;
  const scale = Math.min(1, box / Math.max(width, height));
  // One side only: the browser keeps the aspect ratio of the image as oriented (EXIF), so a rotated photo is not squashed.
  const options: ImageBitmapOptions = {
    ...(width >= height ? { resizeWidth: Math.max(1, Math.round(width * scale)) } : { resizeHeight: Math.max(1, Math.round(height * scale)) }),
    resizeQuality: "medium",
  };
  const w = thumbnailWorker();
  if (w) {
    const id = ++nextRequest;
    const fromWorker = await new Promise<ImageBitmap | undefined | null>((resolve) => {
      waiting.set(id, (bitmap) => resolve(worker === null ? null : bitmap));
      w.postMessage({ id, file, options });
    });
    if (fromWorker !== null) return fromWorker;
  }
  try {
    return await createImageBitmap(file, options);
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
