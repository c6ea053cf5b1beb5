/** A plain (non-array) object, e.g. a parsed JSON event. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
