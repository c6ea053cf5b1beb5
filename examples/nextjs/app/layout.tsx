import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./page.css";

export const metadata: Metadata = { title: "Reasoning UI · Next.js example" };
export const viewport: Viewport = { colorScheme: "light dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
