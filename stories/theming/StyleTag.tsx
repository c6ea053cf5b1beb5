import { useInsertionEffect } from "react";

/**
 * Adds a stylesheet to the document while mounted. The preset stories load a design system's CSS and the kit's preset
 * this way (as text, `?raw`), so leaving the story leaves no global styles behind for the others.
 */
export function StyleTag({ css, id }: { css: string; id: string }) {
  useInsertionEffect(() => {
    const el = document.createElement("style");
    el.dataset.storyStyle = id;
    el.textContent = css;
    document.head.append(el);
    return () => el.remove();
  }, [css, id]);
  return null;
}
