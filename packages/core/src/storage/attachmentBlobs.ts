/**
 * Attachments' inline bytes beside their thread in IndexedDB (docs/architecture.md, "Attachments"): a
 * stored thread (head or page) keeps a large inline part's `source` as `{ type: "data", value: "", mimeType,
 * blobKey: <key> }` and the bytes under their own key (`rui-blob:<threadId>:<id>`) in the same transaction — decoded
 * to a `Blob` when the base64 is canonical, else the string itself, so loading gives back the value byte for
 * byte. Loading a thread puts the values back before the engine validates it. A source already stored is never
 * written again (remembered per source object and thread), so a save costs O(new attachments) in bytes.
 */
import { attachmentBlobKey, attachmentBlobPrefix } from "../protocol/contentParts";
import { randomUUID } from "../protocol/ids";

/** Inline values at least this long (base64 characters: 48 KiB of bytes) are stored beside the thread. */
export const BLOB_MIN_CHARS = 64 * 1024;

/** The field of a stored data source naming the key its bytes are under. */
const REF = "blobKey";
/** How deep a stored value is walked for content arrays (a thread's are at depth ≤ 8; anything deeper is left alone). */
const MAX_DEPTH = 24;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null;

/** Which source object of which thread is already stored, and under which key. */
export type KnownBlobs = WeakMap<object, string>;

/** `rui-thread:<id>` / `rui-page:<id>:<part>` → the thread id; `undefined` for other keys. */
export function threadIdOfKey(key: string): string | undefined {
  if (key.startsWith("rui-thread:")) return key.slice("rui-thread:".length);
  if (key.startsWith("rui-page:")) {
    const rest = key.slice("rui-page:".length);
    const at = rest.lastIndexOf(":");
    return at < 0 ? undefined : rest.slice(0, at);
  }
  return undefined;
}

const isLargeData = (source: unknown): source is { type: "data"; value: string; mimeType: string } =>
  isObject(source) && source.type === "data" && typeof source.value === "string" && source.value.length >= BLOB_MIN_CHARS && typeof source.mimeType === "string";

/** The bytes of canonical base64 as a Blob, else the string (not canonical: URL-safe alphabet, no padding…). */
function toStored(value: string, mimeType: string): Blob | string {
  if (typeof Blob === "undefined" || typeof atob !== "function") return value;
  try {
    const binary = atob(value);
    if (btoa(binary) !== value) return value;
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: mimeType });
  } catch {
    return value;
  }
}

async function fromStored(stored: unknown): Promise<string | undefined> {
  if (typeof stored === "string") return stored;
  if (typeof Blob === "undefined" || !(stored instanceof Blob)) return undefined;
  const bytes = new Uint8Array(await stored.arrayBuffer());
  let out = "";
  // chunks of a multiple of 3 bytes: no padding but at the very end
  for (let i = 0; i < bytes.length; i += 3 * 8192) out += btoa(String.fromCharCode(...bytes.subarray(i, i + 3 * 8192)));
  return out;
}

/** Maps every content array's parts (copy on write: an unchanged subtree is the same object). */
function mapParts(node: unknown, depth: number, partFn: (part: Json) => Json): unknown {
  if (!isObject(node) || depth > MAX_DEPTH) return node;
  if (typeof Blob !== "undefined" && node instanceof Blob) return node;
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    node.forEach((item, i) => {
      const next = mapParts(item, depth + 1, partFn);
      if (next !== item) (out ??= node.slice())[i] = next;
    });
    return out ?? node;
  }
  let out: Json | undefined;
  for (const key of Object.keys(node)) {
    const item = node[key];
    let next: unknown;
    if (key === "content" && Array.isArray(item)) {
      let parts: unknown[] | undefined;
      item.forEach((part, i) => {
        const mapped = isObject(part) && isObject(part.source) ? partFn(part) : part;
        if (mapped !== part) (parts ??= item.slice())[i] = mapped;
      });
      next = parts ?? item;
    } else next = mapParts(item, depth + 1, partFn);
    if (next !== item) (out ??= { ...node })[key] = next;
  }
  return out ?? node;
}

/**
 * The stored form of `value` (a thread head or page of `threadId`): large inline sources replaced by
 * references, and the blobs to write beside it (only those not stored yet). `remember` is to be called once the
 * writes are committed. Pure apart from reading `known`.
 */
export function externalizeBlobs(threadId: string, value: unknown, known: KnownBlobs): { value: unknown; blobs: [string, Blob | string][]; remember: () => void } {
  const blobs: [string, Blob | string][] = [];
  const fresh: [object, string][] = [];
  const prefix = attachmentBlobPrefix(threadId);
  const local = new Map<object, string>();
  const out = mapParts(value, 0, (part) => {
    const source = part.source;
    if (!isLargeData(source)) return part;
    const stored = known.get(source);
    let key = stored !== undefined && stored.startsWith(prefix) ? stored : local.get(source);
    if (key === undefined) {
      key = attachmentBlobKey(threadId, randomUUID());
      blobs.push([key, toStored(source.value, source.mimeType)]);
      fresh.push([source, key]);
      local.set(source, key);
    }
    return { ...part, source: { ...source, value: "", [REF]: key } };
  });
  return { value: out, blobs, remember: () => fresh.forEach(([source, key]) => known.set(source, key)) };
}

/**
 * `value` with every blob reference filled from `load` (the bytes as base64, exactly as sent); a blob that is
 * missing leaves the source with its empty value (a zero-byte part, never a thrown load). The restored sources
 * are remembered in `known` (the next save does not write them again).
 */
export async function internalizeBlobs(value: unknown, load: (key: string) => Promise<unknown>, known: KnownBlobs): Promise<unknown> {
  const keys = new Set<string>();
  mapParts(value, 0, (part) => {
    const ref = (part.source as Json)[REF];
    if (typeof ref === "string" && ref.startsWith("rui-blob:")) keys.add(ref);
    return part;
  });
  if (keys.size === 0) return value;
  const values = new Map<string, string | undefined>();
  await Promise.all(
    [...keys].map(async (key) => {
      try {
        values.set(key, await fromStored(await load(key)));
      } catch {
        values.set(key, undefined);
      }
    }),
  );
  return mapParts(value, 0, (part) => {
    const { [REF]: ref, ...source } = part.source as Json;
    if (typeof ref !== "string" || !ref.startsWith("rui-blob:")) return part;
    const restored = { ...source, value: values.get(ref) ?? "" };
    if (values.get(ref) !== undefined) known.set(restored, ref);
    return { ...part, source: restored };
  });
}
