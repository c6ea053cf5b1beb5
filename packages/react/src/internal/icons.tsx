import type { SVGProps } from "react";

/** The props every 16×16 stroke icon of the kit shares (decorative: `aria-hidden`, not focusable), then `props`. */
export const iconProps = (props: SVGProps<SVGSVGElement>) => ({
  width: 16,
  height: 16,
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.5,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
  ...props,
});

export const ChevronIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M6 4l4 4-4 4" />
  </svg>
);

/**
 * The reasoning glyph: one four-point sparkle (a shape, not rays, so it never reads as a loading spinner). It
 * pulses only while streaming (styles.css); finished rows show it still.
 */
export const SparkIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M8 1.75c.45 3.2 1.95 4.8 5.25 6.25-3.3 1.45-4.8 3.05-5.25 6.25-.45-3.2-1.95-4.8-5.25-6.25C6.05 6.55 7.55 4.95 8 1.75z" />
  </svg>
);

export const LockIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 015 0v2" />
  </svg>
);

export const ToolIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M9.5 2.5a3 3 0 00-3.7 3.9L2.5 9.7a1.4 1.4 0 002 2l3.3-3.3a3 3 0 003.9-3.7L10 6.4 8.8 6.2 8.6 5l1.7-1.7z" />
  </svg>
);

export const SendIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M8 13V3M3.5 7.5L8 3l4.5 4.5" />
  </svg>
);

export const StopIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <rect x="4" y="4" width="8" height="8" rx="1.5" fill="currentColor" stroke="none" />
  </svg>
);
