import { useEffect, useLayoutEffect } from "react";

/** `useLayoutEffect` in the browser (runs before paint), `useEffect` on the server (where neither runs; React 18 warns about the former). */
export const useIsoLayoutEffect = typeof document !== "undefined" ? useLayoutEffect : useEffect;
