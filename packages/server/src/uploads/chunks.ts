/** Coalesces a body's chunks (any sizes) into chunks of exactly `size` bytes (the last may be shorter) for a backend. */
export function chunker(size: number, flush: (chunk: Uint8Array) => Promise<void>): { push(bytes: Uint8Array): Promise<void>; end(): Promise<void> } {
  let buffer = new Uint8Array(size);
  let filled = 0;
  return {
    async push(bytes) {
      let offset = 0;
      while (offset < bytes.byteLength) {
        const n = Math.min(size - filled, bytes.byteLength - offset);
        buffer.set(bytes.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === size) {
          const full = buffer;
          buffer = new Uint8Array(size);
          filled = 0;
          await flush(full);
        }
      }
    },
    async end() {
      if (filled > 0) await flush(buffer.slice(0, filled));
      filled = 0;
    },
  };
}

/** Default size of a stored chunk: 256 KiB (a 25 MiB file is 100 rows; one row is never a large allocation). */
export const CHUNK_BYTES = 256 * 1024;
