"use client";

import { useEffect, useState } from "react";

/** Brand colours an app might set as shadcn's --primary (with a readable --primary-foreground), light and dark. */
const BRANDS = {
  neutral: null,
  teal: { light: ["oklch(0.511 0.096 186.391)", "oklch(0.984 0.014 180.72)"], dark: ["oklch(0.777 0.152 181.912)", "oklch(0.277 0.046 192.524)"] },
  violet: { light: ["oklch(0.541 0.281 293.009)", "oklch(0.969 0.016 293.756)"], dark: ["oklch(0.702 0.183 293.541)", "oklch(0.283 0.141 291.089)"] },
} as const;
type Brand = keyof typeof BRANDS;

/**
 * The app's theme switch and brand picker, as a shadcn app has them: the switch toggles `.dark` on <html> (what
 * next-themes does), the picker sets shadcn's --primary. Neither writes a --rui-* variable.
 */
export function ThemeControls() {
  const [dark, setDark] = useState(false);
  const [brand, setBrand] = useState<Brand>("neutral");
  useEffect(() => setDark(window.matchMedia("(prefers-color-scheme: dark)").matches), []);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", dark);
    const colours = BRANDS[brand]?.[dark ? "dark" : "light"];
    if (colours) {
      root.style.setProperty("--primary", colours[0]);
      root.style.setProperty("--primary-foreground", colours[1]);
      root.style.setProperty("--ring", colours[0]);
    } else for (const v of ["--primary", "--primary-foreground", "--ring"]) root.style.removeProperty(v);
  }, [dark, brand]);
  return (
    <div className="shadcn-controls">
      <button type="button" aria-pressed={dark} onClick={() => setDark((d) => !d)}>
        Dark mode
      </button>
      <label>
        Brand{" "}
        <select value={brand} onChange={(e) => setBrand(e.target.value as Brand)}>
          {Object.keys(BRANDS).map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
