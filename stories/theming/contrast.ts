/**
 * Live WCAG contrast of the kit's text/background pairs (packages/react/tokens/contrast.mjs) as the page renders them:
 * each colour is read from a probe element inside the preview (so var(), color-mix(), oklch() and the edits all
 * resolve as the kit sees them) and turned into sRGB through a canvas; a translucent text colour is composited over
 * its background first.
 */
import { CONTRAST_PAIRS, contrastRatio, type ContrastPair } from "../../packages/react/tokens/contrast.mjs";
import { variableOf } from "./tokens";

export interface PairResult extends ContrastPair {
  ratio: number;
  pass: boolean;
}

function rgbOf(el: HTMLElement, variable: string, over?: [number, number, number]): [number, number, number] | undefined {
  el.style.color = `var(${variable})`;
  const css = getComputedStyle(el).color;
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!ctx || !css) return undefined;
  ctx.fillStyle = over ? `rgb(${over.join(" ")})` : "#ffffff";
  ctx.fillRect(0, 0, 1, 1);
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** Every pair's ratio as rendered inside `scope` (an element under the theme and the edits). */
export function measureContrast(scope: HTMLElement): PairResult[] {
  const probe = document.createElement("span");
  probe.hidden = true;
  scope.append(probe);
  try {
    return CONTRAST_PAIRS.map((pair) => {
      const bg = rgbOf(probe, variableOf(pair.bg));
      const fg = bg && rgbOf(probe, variableOf(pair.fg), bg);
      const ratio = bg && fg ? contrastRatio(fg, bg) : 0;
      return { ...pair, ratio, pass: ratio >= pair.min };
    });
  } finally {
    probe.remove();
  }
}
