import type { SVGProps } from "react";
import { iconProps } from "../internal/icons";
import type { AttachmentKind } from "./types";

/** The attach (paperclip) icon. */
export const PaperclipIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M13 7.5l-5.2 5.2a3.2 3.2 0 01-4.5-4.5L8.8 2.7a2.1 2.1 0 013 3L6.3 11.2a1 1 0 01-1.5-1.5L9.8 4.7" />
  </svg>
);

/** The remove (cross) icon. */
export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
  </svg>
);

/** An icon per kind of file (decorative). */
export const FileKindIcon = ({ kind, ...props }: SVGProps<SVGSVGElement> & { kind: AttachmentKind }) => (
  <svg {...iconProps(props)}>
    {kind === "image" ? (
      <>
        <rect x="2" y="3" width="12" height="10" rx="1.5" />
        <path d="M2.5 11.5l3.5-3.5 2.5 2.5 1.5-1.5 3.5 3" />
        <circle cx="10.5" cy="6" r="1" />
      </>
    ) : kind === "audio" ? (
      <path d="M6 12V3.5l7-1.5V10.5M6 12a1.8 1.8 0 11-3.6 0 1.8 1.8 0 013.6 0zM13 10.5a1.8 1.8 0 11-3.6 0 1.8 1.8 0 013.6 0z" />
    ) : kind === "video" ? (
      <>
        <rect x="1.75" y="4" width="9" height="8" rx="1.5" />
        <path d="M10.75 7l3.5-2v6l-3.5-2" />
      </>
    ) : (
      <>
        <path d="M4 1.75h5l3.25 3.25v9.25H4z" />
        <path d="M9 1.75V5h3.25" />
        {kind === "pdf" ? <path d="M6 9h4M6 11h4" /> : null}
      </>
    )}
  </svg>
);
