/**
 * UTF-8 text of a byte stream, one network chunk at a time: the same characters as a streaming
 * `TextDecoder("utf-8")` (replacement characters for invalid bytes, a leading BOM dropped), but each chunk is
 * decoded whole by a non-streaming decode, which Node 20 runs about 4× faster than `{ stream: true }` (its
 * ICU path). Only the 1–3 bytes of a character split at the end of a chunk are held back and put before the
 * next one. `decode()` without bytes ends the stream: held bytes of an unfinished character become U+FFFD.
 */
export interface Utf8ChunkDecoder {
  /** The text of `bytes` (any ArrayBuffer or view; a `Uint8Array` from `fetch`), or the end of the stream when omitted. */
  decode(bytes?: ArrayBufferView | ArrayBuffer): string;
}

/** `chunk` as a Uint8Array over the same memory (no copy). */
function asBytes(chunk: ArrayBufferView | ArrayBuffer): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  return ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : new Uint8Array(chunk);
}

/** Where the last, possibly unfinished, character of `bytes` starts when it is cut short; else `bytes.length`. */
function completeLength(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let i = end - 1; i >= 0 && i >= end - 4; i--) {
    const b = bytes[i]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead byte
    const need = b < 0xc0 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf8 ? 4 : 1;
    return end - i < need ? i : end;
  }
  return end;
}

/** See {@link Utf8ChunkDecoder}. */
export function createUtf8ChunkDecoder(): Utf8ChunkDecoder {
  // ignoreBOM: each non-streaming decode would otherwise drop a U+FEFF at the start of every chunk.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let held: Uint8Array | undefined;
  let started = false;
  return {
    decode(chunk) {
      let bytes = chunk === undefined ? new Uint8Array(0) : asBytes(chunk);
      if (held) {
        const joined = new Uint8Array(held.length + bytes.length);
        joined.set(held);
        joined.set(bytes, held.length);
        bytes = joined;
        held = undefined;
      }
      const cut = chunk !== undefined ? completeLength(bytes) : bytes.length;
      if (cut < bytes.length) held = bytes.slice(cut);
      let text = cut === 0 ? "" : decoder.decode(cut === bytes.length ? bytes : bytes.subarray(0, cut));
      if (!started && text) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      return text;
    },
  };
}
