const TITLE_MAX = 200;

/**
 * The title of a reasoning text: its leading bold line (`**Checking the docs**`, how reasoning summaries of
 * OpenAI and Anthropic models open) or heading line (`## Plan`), with the markers removed; otherwise its first
 * non-empty line cut to 200 characters (an ellipsis marks the cut). `""` for a blank text.
 */
export function reasoningTitle(text: string): string {
  const first = text.split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
  const bold = /^(\*\*|__)(.+?)\1:?$/.exec(first);
  if (bold) return bold[2]!.trim();
  const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(first);
  if (heading) return heading[1]!;
  return first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 1).trimEnd()}…` : first;
}

/** A duration in ms as "850 ms", "12 s", "2 min 5 s" (for an export, not for display in the UI). */
export function formatExportDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}
