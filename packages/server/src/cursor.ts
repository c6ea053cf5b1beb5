/** Keyset cursor of the thread list: `(updatedAt, key)` of a page's last row, as a JSON string (opaque to clients). */
export const encodeCursor = (row: { updatedAt: number; key: string }): string => JSON.stringify([row.updatedAt, row.key]);

/** The cursor's position, or `undefined` (absent or not one of ours: the first page). */
export function decodeCursor(cursor: string | null): { updatedAt: number; key: string } | undefined {
  if (!cursor || cursor.length > 300) return undefined;
  try {
    const [updatedAt, key] = JSON.parse(cursor) as unknown[];
    return typeof updatedAt === "number" && typeof key === "string" ? { updatedAt, key } : undefined;
  } catch {
    return undefined;
  }
}
