/**
 * The upload route's one body reader — the swap point for a shared hosting layer's reader (issue 41): the body is
 * read a chunk at a time, each handed on (with backpressure) before the next is read, and reading stops with
 * `413` the moment `limit` is crossed. Nothing here buffers the body.
 */
import { UploadHttpError } from "./errors";

/**
 * Reads `request.body` into `onChunk`, refusing more than `limit` bytes: by `Content-Length` before reading, then
 * while reading. `tooLarge` makes the error for a body over the limit. Resolves with the bytes read. A body cut by
 * the client rejects with the stream's error (the caller drops what was written).
 */
export async function readBodyChunks(request: Request, limit: number, onChunk: (chunk: Uint8Array) => Promise<void> | void, tooLarge: () => UploadHttpError): Promise<number> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge();
  if (!request.body) return 0;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return size;
      size += value.byteLength;
      if (size > limit) throw tooLarge();
      await onChunk(value);
    }
  } catch (err) {
    void reader.cancel().catch(() => undefined);
    throw err;
  }
}
