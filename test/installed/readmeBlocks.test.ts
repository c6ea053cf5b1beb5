/**
 * Every README block that renders UI is a complete page when copied as one (issue 32): each ```tsx block of
 * README.md and packages/*\/README.md that defines a component is copied, as is, into a fresh Vite app
 * (index.html + a main.tsx that renders the block's exported component and nothing else — no page stylesheet, no
 * <main>), built for production with `vite build` against the packed packages the example apps use
 * (examples/vite's node_modules, after this project's `pnpm build`), served by `vite preview` and opened in
 * Chromium at 390 and 1280 px in both themes: the kit's stylesheet must be loaded (the block imports it), the chat
 * must sit in a landmark, and axe (WCAG 2 A/AA + `region`) must find nothing. Blocks without a component (a line
 * of props, a composition snippet to put inside your page) are fragments, not pages; one that renders UI around
 * `useAgentRun` called outside a component is a page in all but name and fails, so it cannot slip through as one.
 */
import { mkdtemp, mkdir, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Browser } from "playwright";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "./browser";
import { createRequire } from "node:module";

const root = fileURLToPath(new URL("../..", import.meta.url));
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface Block {
  file: string;
  line: number;
  code: string;
  /** The exported component's name, or undefined for a fragment. */
  component: string | undefined;
}

/** The ```tsx blocks of the repository's READMEs, in order. */
async function readmeBlocks(): Promise<Block[]> {
  const files = ["README.md", ...(await readdir(path.join(root, "packages"))).map((p) => `packages/${p}/README.md`)];
  const blocks: Block[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const fence = /^```tsx\n([\s\S]*?)^```$/gm;
    for (let m = fence.exec(text); m; m = fence.exec(text)) {
      const code = m[1]!;
      const component = /^export (?:default )?function ([A-Z]\w*)/m.exec(code)?.[1];
      blocks.push({ file, line: text.slice(0, m.index).split("\n").length, code, component });
    }
  }
  return blocks;
}

const blocks = await readmeBlocks();
const pages = blocks.filter((b) => b.component !== undefined);

let browser: Browser;
let scratch: string;
beforeAll(async () => {
  browser = await launchChromium();
  scratch = await mkdtemp(path.join(tmpdir(), "rui-readme-blocks-"));
});
afterAll(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test("the READMEs have page blocks; no other block renders a chat around useAgentRun outside a component", () => {
  expect(pages.map((b) => `${b.file}:${b.line}`).length).toBeGreaterThanOrEqual(4);
  for (const b of blocks.filter((x) => x.component === undefined)) {
    // A fragment that renders UI around its own agent run (useAgentRun outside a component) is a page in all but
    // name, and could not work copied as one: it must be a page. Other fragments are lines to put in your page.
    const rendersUi = /<[A-Z][\w.]*[\s/>]/.test(b.code);
    expect(rendersUi && /^(?:const|let) [^=]+= useAgentRun\(/m.test(b.code), `${b.file}:${b.line} renders a chat with useAgentRun outside a component`).toBe(false);
  }
});

/** Builds the block as its own app and serves it with `vite preview` (port chosen by the OS). */
async function serveBlock(block: Block, n: number): Promise<PreviewServer> {
  const dir = path.join(scratch, `block-${n}`);
  await mkdir(dir, { recursive: true });
  // The example app's installed dependencies: @reasoning-ui/* (packed dist), react, react-dom.
  await symlink(path.join(root, "examples/vite/node_modules"), path.join(dir, "node_modules"), "dir");
  await writeFile(path.join(dir, "Block.tsx"), block.code);
  await writeFile(
    path.join(dir, "main.tsx"),
    `import { createRoot } from "react-dom/client";\nimport { ${block.component} } from "./Block";\n\ncreateRoot(document.getElementById("root")!).render(<${block.component} />);\n`,
  );
  await writeFile(
    path.join(dir, "index.html"),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>README block</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n`,
  );
  const config = { root: dir, configFile: false as const, logLevel: "error" as const, plugins: [react()] };
  await build({ ...config, build: { outDir: path.join(dir, "dist"), emptyOutDir: true } });
  return preview({ ...config, build: { outDir: path.join(dir, "dist") }, preview: { host: "127.0.0.1", port: 0, strictPort: false } });
}

describe.each(pages.map((b, i) => [`${b.file}:${b.line} (${b.component})`, b, i] as const))("%s copied as its own page", (_name, block, n) => {
  test("builds with vite, loads the kit's stylesheet, sits in a landmark, and axe finds nothing at 390 / 1280 px in both themes", { timeout: 120_000 }, async () => {
    const server = await serveBlock(block, n);
    try {
      const origin = server.resolvedUrls?.local[0];
      expect(origin).toBeTruthy();
      for (const width of [390, 1280]) {
        for (const colorScheme of ["light", "dark"] as const) {
          const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on("pageerror", (err) => errors.push(err.message));
          try {
            await page.goto(origin!);
            await page.locator('[data-rui="composer"]').waitFor();
            // The kit's palette follows the page (styles.css "Theme model"): the page says dark with data-theme.
            await page.evaluate((theme) => document.documentElement.setAttribute("data-theme", theme), colorScheme);
            const composerBg = await page.locator('[data-rui="composer"]').evaluate((el) => getComputedStyle(el).backgroundColor);
            const [r = 0, g = 0, b = 0] = (composerBg.match(/\d+(\.\d+)?/g) ?? []).map(Number);
            const lightness = (r + g + b) / 3;
            expect(colorScheme === "dark" ? lightness < 80 : lightness > 200, `${colorScheme}: the composer paints the theme's surface (${composerBg})`).toBe(true);
            // Styled: the kit's stylesheet is in the page (its rules target the kit's data-rui attributes).
            const kitRules = await page.evaluate(() =>
              [...document.styleSheets].reduce((n, sheet) => n + [...sheet.cssRules].filter((r) => r instanceof CSSStyleRule && r.selectorText.includes("data-rui")).length, 0),
            );
            expect(kitRules, "the block does not load @reasoning-ui/react/styles.css").toBeGreaterThan(20);
            // Landmarked: the composer is inside a landmark the block itself provides.
            const inLandmark = await page.evaluate(() => Boolean(document.querySelector('[data-rui="composer"]')?.closest("main, section[aria-label], [role=region][aria-label], [role=main]")));
            expect(inLandmark, "the composer is not inside a landmark").toBe(true);
            if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axeSource });
            const violations = await page.evaluate(async () => {
              const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
              const wcag = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
              const landmarks = await axe.run(document, { runOnly: { type: "rule", values: ["region", "landmark-unique"] } });
              return [...wcag.violations, ...landmarks.violations].flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
            });
            expect(violations, `${width}px ${colorScheme}`).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        }
      }
    } finally {
      await server.close();
    }
  });
});
