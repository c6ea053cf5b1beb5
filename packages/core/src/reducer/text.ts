/**
 * Streamed text grows by `+`, which V8 keeps as a rope: one 32-byte node per delta, so a stream of
 * token-sized deltas would hold several bytes of heap per character and make every GC walk a rope as
 * long as the stream; flattening the whole text now and then instead copies it again and again (large-
 * object garbage that only a full GC frees). So a long text is built as `head + mid + tail`:
 * - `tail`, the last < {@link CHUNK} characters: a short rope of the latest deltas, flattened in place
 *   once it is a full chunk;
 * - `mid`, a rope of such flat chunks, up to {@link GROUP} characters;
 * - `head`, a rope of flat groups of {@link GROUP} characters: a group is copied once, straight into
 *   V8's large-object space, so the text does not keep surviving young-generation collections (which
 *   would make V8 grow its young generation, and the peak heap, to the maximum).
 * Per append: O(1), no copy; each character is copied twice in all (into its chunk, then its group);
 * rope overhead: one node per delta in the tail only, then < 0.1 byte per character.
 * The value is always exactly `current + delta`; only its representation differs.
 */
const CHUNK = 4096;
const GROUP = 128 * 1024;

interface TextStream {
  key: string;
  /** The string this stream last returned: anything else in `current` means the text was replaced. */
  text: string;
  head: string;
  mid: string;
  /** `head + mid`. */
  prefix: string;
  tail: string;
  /** `head`'s flat pieces (the text it started from, then its groups), in order: what {@link textPieces} hands out. */
  groups: string[];
  /** `mid`'s flat chunks, in order. */
  chunks: string[];
}

/**
 * The long texts being streamed by any reducer, held weakly (a reducer's memory holds its own strongly), so
 * {@link textPieces} can find a text's pieces from the string alone. The newest first; at most {@link MAX_KNOWN}.
 */
const known: WeakRef<TextStream>[] = [];
const MAX_KNOWN = 32;

function remember(s: TextStream): void {
  if (typeof WeakRef === "undefined") return;
  if (known.length >= MAX_KNOWN) known.pop();
  known.unshift(new WeakRef(s));
}

/**
 * The flat pieces of a long text a store is streaming (docs/architecture.md, "Store and reducer", P7): strings whose
 * concatenation is `text`, each flat (reading one costs nothing more than its own length), at most ~one per
 * 128 KiB plus one per 4 KiB of the last 128 KiB and the newest < 4 KiB. The store's text itself is a V8 rope
 * (cheap to append to, but the first read of any character in it flattens — copies — all of it, O(n), every
 * time it grew); a renderer that reads the pieces instead never pays that copy. `undefined` when `text` is not
 * the current text of a long stream (a short text, one no store built, or an older version of a stream's text):
 * read the string then. O(pieces); compares `text` by identity first (the same string a store handed out).
 *
 * @example
 * const pieces = textPieces(message.content) ?? [message.content];
 */
export function textPieces(text: string): readonly string[] | undefined {
  if (text.length < LONG_TEXT) return undefined;
  for (let i = 0; i < known.length; i++) {
    const s = known[i]!.deref();
    if (s === undefined) {
      known.splice(i--, 1);
      continue;
    }
    if (s.text.length !== text.length || s.text !== text) continue;
    const out = s.groups.concat(s.chunks);
    if (s.tail) out.push(flatten(s.tail));
    return out;
  }
  return undefined;
}

/** At most this many texts are tracked (they hold their text alive); another one starts over, O(1). */
const MAX_STREAMS = 8;
/** The long texts being streamed ({@link ReducerMemory.textStreams}): the latest in a slot (one lookup per delta), all in a map. */
export interface TextStreams {
  last: TextStream;
  others: Map<string, TextStream>;
}

/** Where the long texts' builders live (the reducer's memory, `memory.ts`) and whether they are on. */
export interface TextStreamHost {
  /** Whether long texts are built as flat chunks rather than by plain `+` (off only in the benchmark rows). */
  readonly longTexts: boolean;
  /** The long texts being streamed; created with the first text over {@link LONG_TEXT} characters. */
  textStreams: TextStreams | undefined;
}

let flatSink = 0;

/** Reading a character flattens a rope in place (V8: String::Flatten); the sink keeps it from being optimised away. */
function flatten(s: string): string {
  if (s.length > 0) flatSink ^= s.charCodeAt(s.length >> 1);
  return s;
}

/** Texts shorter than this are appended with a plain `+` (no bookkeeping). */
const LONG_TEXT = 1024;

/**
 * `current + delta` (a non-string `current` counts as ""), kept cheap to hold for long texts. The text is
 * named in the memory by `keyPrefix + id`; the key is only built once the text is long, so short deltas
 * allocate nothing for it.
 */
export function appendText(memory: TextStreamHost, id: string, current: unknown, delta: string, keyPrefix = ""): string {
  const base = typeof current === "string" ? current : "";
  if (base.length < LONG_TEXT || !memory.longTexts) return base + delta;
  const key = keyPrefix ? keyPrefix + id : id;
  let streams = memory.textStreams;
  let s = streams?.last.key === key ? streams.last : streams?.others.get(key);
  if (!s || s.text !== base) {
    // A new text or one replaced (snapshot): start over from it as it is (no copy).
    const flat = flatten(base);
    s = { key, text: base, head: flat, mid: "", prefix: flat, tail: "", groups: [flat], chunks: [] };
    remember(s);
    if (!streams) streams = memory.textStreams = { last: s, others: new Map() };
    const others = streams.others;
    others.delete(key);
    if (others.size >= MAX_STREAMS) others.delete(others.keys().next().value!);
    others.set(key, s);
  }
  streams!.last = s;
  let tail = s.tail + delta;
  if (tail.length >= CHUNK) {
    const chunk = flatten(tail);
    s.mid += chunk;
    s.chunks.push(chunk);
    if (s.mid.length >= GROUP) {
      const group = flatten(s.mid);
      s.head += group;
      s.groups.push(group);
      s.mid = "";
      s.chunks = [];
    }
    s.prefix = s.head + s.mid;
    tail = "";
  }
  s.tail = tail;
  return (s.text = tail ? s.prefix + tail : s.prefix);
}
