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
  flatSink ^= s.charCodeAt(s.length >> 1);
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
    s = { key, text: base, head: base, mid: "", prefix: base, tail: "" };
    if (!streams) streams = memory.textStreams = { last: s, others: new Map() };
    const others = streams.others;
    others.delete(key);
    if (others.size >= MAX_STREAMS) others.delete(others.keys().next().value!);
    others.set(key, s);
  }
  streams!.last = s;
  let tail = s.tail + delta;
  if (tail.length >= CHUNK) {
    s.mid += flatten(tail);
    if (s.mid.length >= GROUP) (s.head += flatten(s.mid), (s.mid = ""));
    s.prefix = s.head + s.mid;
    tail = "";
  }
  s.tail = tail;
  return (s.text = tail ? s.prefix + tail : s.prefix);
}
