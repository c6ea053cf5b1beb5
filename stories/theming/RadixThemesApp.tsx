import radixPreset from "@reasoning-ui/react/presets/radix-themes.css?raw";
// By path, not package name: a bare `@radix-ui/themes/…` import makes Vite pre-bundle the package and reload the page.
import radixThemesCss from "../../node_modules/@radix-ui/themes/styles.css?raw";
import { useState } from "react";
import { PresetHost, useHostMode } from "./PresetHost";
import { StyleTag } from "./StyleTag";

const ACCENTS = ["indigo", "crimson", "teal", "orange", "grass", "violet"] as const;
type Accent = (typeof ACCENTS)[number];

/**
 * A Radix Themes app with the Radix Themes preset imported: Radix Themes' own stylesheet, and the element its
 * `<Theme appearance accentColor grayColor radius>` renders (`.radix-themes` with those data attributes) — written
 * out here so the story needs only the stylesheet, not Radix Themes' JavaScript.
 */
export function RadixThemesApp({ theme }: { theme: unknown }) {
  const [mode, setMode] = useHostMode(theme);
  const [accent, setAccent] = useState<Accent>("indigo");
  return (
    <>
      <StyleTag id="radix-themes" css={radixThemesCss} />
      <StyleTag id="preset-radix-themes" css={radixPreset} />
      <div
        className={`radix-themes ${mode}`}
        data-is-root-theme="false"
        data-accent-color={accent}
        data-gray-color="slate"
        data-has-background="true"
        data-panel-background="translucent"
        data-radius="medium"
        data-scaling="100%"
        style={{ padding: "1.5rem", minHeight: "100vh", boxSizing: "border-box" }}
      >
        <PresetHost
          system="Radix Themes"
          mode={mode}
          onMode={setMode}
          note={<>@reasoning-ui/react/presets/radix-themes.css inside &lt;Theme accentColor="{accent}" grayColor="slate"&gt;</>}
          brandLabel="Accent colour"
          brand={
            <select value={accent} onChange={(e) => setAccent(e.target.value as Accent)} style={{ font: "inherit" }}>
              {ACCENTS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          }
        />
      </div>
    </>
  );
}
