import { spyOn } from "storybook/test";

/**
 * Headless Chromium refuses clipboard writes without a permission grant, so play functions stand in for the
 * clipboard: returns the spy on `navigator.clipboard.writeText` (resolving, or rejecting with `refuse`). Storybook
 * restores spies before the next story; in the browser, the real clipboard is used until a play function runs.
 */
export function clipboardSpy(refuse?: Error) {
  const spy = spyOn(navigator.clipboard, "writeText");
  if (refuse) spy.mockRejectedValue(refuse);
  else spy.mockResolvedValue(undefined);
  return spy;
}
