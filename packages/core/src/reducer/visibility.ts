import type { ReasoningVisibility } from "../types";

/**
 * Visibility of a reasoning message (AG-UI "Reasoning" page): text and no encrypted value → `visible`;
 * text and an encrypted value → `summary`; an encrypted value only → `hidden`; neither → `visible`.
 * O(1): only string lengths are read.
 */
export function computeVisibility(content: unknown, encryptedValue: unknown): ReasoningVisibility {
  const hasText = typeof content === "string" && content.length > 0;
  const hasSecret = typeof encryptedValue === "string" && encryptedValue.length > 0;
  if (!hasSecret) return "visible";
  return hasText ? "summary" : "hidden";
}
