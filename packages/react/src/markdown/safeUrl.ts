/** Link protocols allowed by default (issue 12: only http(s) and mailto). */
export const DEFAULT_LINK_PROTOCOLS: readonly string[] = ["http:", "https:", "mailto:"];
/** Image protocols allowed when images are on. */
export const DEFAULT_IMAGE_PROTOCOLS: readonly string[] = ["http:", "https:"];

/**
 * The URL to render, or `undefined` when it is not allowed. Only absolute URLs whose protocol is in
 * `protocols` pass: `javascript:`, `data:`, `vbscript:`, `file:`, protocol-relative and relative URLs do not.
 * The WHATWG URL parser decides the protocol, so tricks a browser would undo (`java\tscript:`, leading control
 * characters, upper case) are caught the same way the browser would read them. Character references
 * (`&#106;avascript:`) are not decoded by the lexer, which leaves them relative, hence refused.
 */
export function safeUrl(url: string | null | undefined, protocols: readonly string[]): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return protocols.includes(parsed.protocol) ? parsed.href : undefined;
}
