/** Helpers shared by play functions. They assert real DOM behaviour, never implementation details. */
import { expect, waitFor } from "storybook/test";
import { FAKE_ENCRYPTED } from "./events";

/** The encrypted value must never reach the DOM: not as text, not in an attribute. */
export async function expectNoEncryptedValue() {
  await expect(document.body.outerHTML).not.toContain(FAKE_ENCRYPTED);
}

/** All reasoning disclosure buttons in `root`, in document order (a header with no text yet is not a button, so not one). */
export const triggers = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-rui="reasoning-trigger"]'));

/** The only reasoning trigger in `root` (waits for it to mount). */
export async function theTrigger(root: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const all = triggers(root);
    if (all.length !== 1) throw new Error(`expected one reasoning trigger, found ${all.length}`);
    return all[0]!;
  });
}

/** The first element in `root` matching `selector`, once there is one (waits up to `timeout` ms, default waitFor's). */
export const findIn = (root: HTMLElement, selector: string, timeout?: number) =>
  waitFor(
    () => {
      const el = root.querySelector<HTMLElement>(selector);
      if (!el) throw new Error(`nothing matches ${selector} yet`);
      return el;
    },
    timeout === undefined ? undefined : { timeout },
  );

/** Resolves after `ms` of real time (used to prove that nothing changes during a collapse delay). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
