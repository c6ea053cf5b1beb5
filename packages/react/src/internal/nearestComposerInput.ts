/** The text field of the composer nearest to `from` (the closest ancestor that holds one), for focus after Retry / Edit. */
export function nearestComposerInput(from: HTMLElement): HTMLElement | null {
  for (let el: HTMLElement | null = from.parentElement; el; el = el.parentElement) {
    const input = el.querySelector<HTMLElement>('[data-rui="composer-input"]');
    if (input) return input;
  }
  return null;
}
