import tailwindPreset from "@reasoning-ui/react/presets/tailwind.css?raw";
import { useMemo, useState } from "react";
import { PresetHost, useHostMode } from "./PresetHost";
import { StyleTag } from "./StyleTag";
import { tailwindThemeVariables } from "./tailwindTheme";

/** A Tailwind v4 app (its default theme variables, class-based dark mode) with the Tailwind preset imported. */
export function TailwindApp({ theme }: { theme: unknown }) {
  const [mode, setMode] = useHostMode(theme);
  const [primary, setPrimary] = useState("");
  const themeCss = useMemo(() => tailwindThemeVariables("[data-tw-host]"), []);
  return (
    <div
      data-tw-host=""
      className={mode}
      style={{ ...(primary && { "--color-primary": primary }), background: mode === "dark" ? "var(--color-gray-950)" : "var(--color-white)", color: mode === "dark" ? "var(--color-gray-100)" : "var(--color-gray-900)", fontFamily: "var(--font-sans)", padding: "1.5rem", minHeight: "100vh", boxSizing: "border-box" } as React.CSSProperties}
    >
      <StyleTag id="tailwind-theme" css={themeCss} />
      <StyleTag id="preset-tailwind" css={tailwindPreset} />
      <PresetHost
        system="Tailwind CSS v4"
        mode={mode}
        onMode={setMode}
        note={<>@reasoning-ui/react/presets/tailwind.css on Tailwind's default @theme; brand from --color-primary</>}
        brandLabel="Brand colour (--color-primary)"
        brand={<input type="text" value={primary} placeholder="var(--color-indigo-600)" onChange={(e) => setPrimary(e.target.value)} style={{ width: "9rem", font: "inherit", padding: "2px 6px", color: "inherit", background: "transparent", border: "1px solid var(--color-gray-400)", borderRadius: "var(--radius-md)" }} />}
      />
    </div>
  );
}
