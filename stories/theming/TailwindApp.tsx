import tailwindPreset from "@reasoning-ui/react/presets/tailwind.css?raw";
import { useEffect, useState } from "react";
import { PresetHost, useHostMode } from "./PresetHost";
import { StyleTag } from "./StyleTag";
import { buildDefaultAppCss } from "./tailwindDefaultApp";

/**
 * A default Tailwind v4 app (issue 39 item 8): create-next-app's globals.css and page classes built by Tailwind's own
 * compiler — so only the theme variables its utilities use exist, as in a fresh app — with the Tailwind preset
 * imported after it. The host's text and background are the app's (`--background` / `--foreground`), class-based
 * dark mode. The kit renders once the build is in (`data-tw-built`).
 */
export function TailwindApp({ theme }: { theme: unknown }) {
  const [mode, setMode] = useHostMode(theme);
  const [primary, setPrimary] = useState("");
  const [appCss, setAppCss] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void buildDefaultAppCss().then((css) => live && setAppCss(css));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div
      data-tw-host=""
      data-tw-built={appCss === undefined ? undefined : ""}
      className={mode}
      style={{ ...(primary && { "--color-primary": primary }), background: "var(--background)", color: "var(--foreground)", padding: "1.5rem", minHeight: "100vh", boxSizing: "border-box" } as React.CSSProperties}
    >
      {appCss === undefined ? null : (
        <>
          <StyleTag id="tailwind-default-app" css={appCss} />
          <StyleTag id="preset-tailwind" css={tailwindPreset} />
          <PresetHost
            system="Tailwind CSS v4"
            mode={mode}
            onMode={setMode}
            note={<>A default Tailwind v4 app (create-next-app's globals.css, built by Tailwind) with @reasoning-ui/react/presets/tailwind.css; brand from --color-primary</>}
            brandLabel="Brand colour (--color-primary)"
            brand={<input type="text" value={primary} placeholder="oklch(51.1% 0.262 276.966)" onChange={(e) => setPrimary(e.target.value)} style={{ width: "9rem", font: "inherit", padding: "2px 6px", color: "inherit", background: "transparent", border: "1px solid currentColor", borderRadius: "0.375rem" }} />}
          />
        </>
      )}
    </div>
  );
}
