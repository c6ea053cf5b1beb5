import { HttpError } from "./errors";

/** The `413 body_too_large` of a body over `limit` bytes. */
export const bodyTooLarge = (limit: number) => new HttpError(413, "body_too_large", `The body is larger than ${limit} bytes.`);

/**
 * Reads a request's body incrementally against `limit` bytes: a `Content-Length` over the limit is refused before
 * one byte is read, and a body without one (chunked) is refused the moment it crosses the limit — the stream is
 * cancelled, nothing more is read or kept. At most `limit` bytes are ever held.
 *
 * Call it after your authorization (see {@link withPrincipal}): until then nothing of the body is read.
 *
 * @param limit - largest accepted body, bytes (≥ 0).
 * @returns the bytes (an empty array when there is no body).
 * @throws {@link HttpError} `413 body_too_large`; `400 invalid_body` when the client aborts mid-body.
 *
 * @example
 * const bytes = await readBody(request, 4 * 1024 * 1024);
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d{1,16}$/.test(declared.trim()) || Number(declared) > limit)) {
    await request.body?.cancel().catch(() => undefined);
    throw /^\d{1,16}$/.test(declared.trim()) ? bodyTooLarge(limit) : new HttpError(400, "invalid_body", "Content-Length is not a number.");
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        chunks.length = 0;
        void reader.cancel().catch(() => undefined);
        throw bodyTooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, "invalid_body", "The body could not be read (the client went away mid-body).");
  } finally {
    reader.releaseLock();
  }
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.byteLength) - c.byteLength);
  return all;
}

/**
 * {@link readBody} decoded as UTF-8 (strict: a body that is not UTF-8 is `400 invalid_body`).
 *
 * @example
 * const input = JSON.parse(await readBodyText(request, 4 * 1024 * 1024));
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const bytes = await readBody(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_body", "The body is not UTF-8.");
  }
}
