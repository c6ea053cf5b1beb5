const TITLE_MAX = 200;

/**
 * The title of a reasoning text: its leading bold line (`**Checking the docs**`, how reasoning summaries of
 * OpenAI and Anthropic models open) or heading line (`## Plan`), with the markers removed; otherwise its first
 * non-empty line cut to 200 characters (an ellipsis marks the cut). `""` for a blank text.
 */
export function reasoningTitle(text: string): string {
  const first = firstLine(text);
  return markedTitle(first) ?? (first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 1).trimEnd()}…` : first);
}

/**
 * `[start, end)` of the first line at or after `from` that holds more than whitespace, or undefined. Reads the text
 * only up to that line: a long streamed text is never split whole (a 10 MB reasoning text has ~100k lines).
 */
export function nextNonBlankLine(text: string, from = 0): [number, number] | undefined {
  for (let at = from; at < text.length; ) {
    const newline = text.indexOf("\n", at);
    const end = newline < 0 ? text.length : newline;
    if (text.slice(at, end).trim() !== "") return [at, end];
    at = end + 1;
  }
  return undefined;
}

const firstLine = (text: string) => {
  const line = nextNonBlankLine(text);
  return line ? text.slice(line[0], line[1]).trim() : "";
};

/** The title a line marks as one: a whole `**bold**` / `__bold__` line (optional colon) or a `# heading`; else undefined. */
function markedTitle(line: string): string | undefined {
  const bold = /^(\*\*|__)(.+?)\1:?$/.exec(line);
  if (bold) return bold[2]!.trim();
  const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
  return heading ? heading[1]! : undefined;
}

/**
 * The title a reasoning text opens with only when it marks one — a leading bold or heading line — else undefined
 * (a plain first line, however long, is no title: the timeline shows such a step's whole text instead). The
 * reasoning panel shows it as the part's title (`data-rui="reasoning-part-title"`) above the rest of the part.
 *
 * @example
 * leadingReasoningTitle("**Searching the docs**\n\nLooking up `stream`."); // "Searching the docs"
 * leadingReasoningTitle("I look up the docs."); // undefined
 */
export function leadingReasoningTitle(text: string): string | undefined {
  return markedTitle(firstLine(text));
}

/** A duration in ms as "850 ms", "12 s", "2 min 5 s" (for an export, not for display in the UI). */
export function formatExportDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}
