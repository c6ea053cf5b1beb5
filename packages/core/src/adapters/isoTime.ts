/** An ISO 8601 / RFC 3339 date string (Letta's `date`, a MEUP envelope's `ts`) in ms since epoch; undefined when absent or unparsable. */
export function parseIsoTime(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
}
