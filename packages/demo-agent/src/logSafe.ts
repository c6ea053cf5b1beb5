/** Characters that could break or disguise a log line: C0/C1 controls, DEL, line/paragraph separators, bidi controls, quote, backslash. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g;

/**
 * Quotes client-supplied text for a log line or an error message: at most `max` UTF-16 code units of
 * it (cut on a code point boundary), wrapped in double quotes, with every control, line-separator and
 * bidi character (and `"` / `\`) written as a `\uXXXX` escape, followed by `…(+N chars)` when cut. The
 * result is always a single line of bounded length (≤ 6 × `max` + 24), so a client cannot forge log
 * lines or flood a log with one value.
 *
 * @example
 * quoteForLog("r1\n[demo-agent] forged") // "\"r1\\u000a[demo-agent] forged\""
 */
export function quoteForLog(value: unknown, max = 64): string {
  const text = typeof value === "string" ? value : String(value);
  let cut = text.length > max ? text.slice(0, max) : text;
  // Do not end on half of a surrogate pair.
  if (cut.length < text.length && /[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const escaped = cut.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `"${escaped}"${cut.length < text.length ? `…(+${text.length - cut.length} chars)` : ""}`;
}
