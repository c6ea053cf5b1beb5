import { createElement, type ComponentType, type ReactNode } from "react";
import type { Token, Tokens } from "marked";
import { DEFAULT_IMAGE_PROTOCOLS, DEFAULT_LINK_PROTOCOLS, safeUrl } from "./safeUrl";

/** HTML elements the markdown renderer emits; each can be replaced through {@link MarkdownRenderOptions.components}. */
export type MarkdownElement =
  | "p" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "a" | "img" | "strong" | "em" | "del" | "code" | "pre"
  | "blockquote" | "ul" | "ol" | "li" | "input" | "hr" | "br" | "table" | "thead" | "tbody" | "tr" | "th" | "td";

/** Replacement components by element name (as react-markdown's `components`): each gets the element's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarkdownComponents = Partial<Record<MarkdownElement, ComponentType<any>>>;

/** How tokens become React elements. Safe by default: no raw HTML, only http(s)/mailto links, no images. */
export interface MarkdownRenderOptions {
  /** Render images (`http:`/`https:` only). Default false: an image shows as its alt text. */
  allowImages?: boolean;
  /** Protocols a link may use. Default `["http:", "https:", "mailto:"]`; a refused link renders as its text. */
  linkProtocols?: readonly string[];
  /** Protocols an image may use when `allowImages`. Default `["http:", "https:"]`. */
  imageProtocols?: readonly string[];
  /** `target` of links; default `"_blank"` (with `rel="noopener noreferrer"` always). */
  linkTarget?: string;
  /** Components replacing the default elements (`{ a: MyLink, code: MyCode }`). */
  components?: MarkdownComponents;
}

const el = (o: MarkdownRenderOptions, tag: MarkdownElement, props: Record<string, unknown> | null, ...children: ReactNode[]) =>
  createElement(o.components?.[tag] ?? tag, props, ...children);

/** Inline tokens → React nodes. Raw HTML (`<b>`, `<script>`) is shown as the text it is, never parsed. */
export function renderInline(tokens: readonly Token[] | undefined, o: MarkdownRenderOptions): ReactNode[] {
  if (!tokens) return [];
  return tokens.map((t, i) => renderInlineToken(t, o, i));
}

function renderInlineToken(t: Token, o: MarkdownRenderOptions, key: number): ReactNode {
  switch (t.type) {
    case "strong":
      return el(o, "strong", { key }, ...renderInline((t as Tokens.Strong).tokens, o));
    case "em":
      return el(o, "em", { key }, ...renderInline((t as Tokens.Em).tokens, o));
    case "del":
      return el(o, "del", { key }, ...renderInline((t as Tokens.Del).tokens, o));
    case "codespan":
      return el(o, "code", { key }, (t as Tokens.Codespan).text);
    case "br":
      return el(o, "br", { key });
    case "link": {
      const link = t as Tokens.Link;
      const href = safeUrl(link.href, o.linkProtocols ?? DEFAULT_LINK_PROTOCOLS);
      const children = renderInline(link.tokens, o);
      if (!href) return <span key={key} data-rui="md-link-refused">{children}</span>;
      return el(o, "a", { key, href, title: link.title || undefined, target: o.linkTarget ?? "_blank", rel: "noopener noreferrer" }, ...children);
    }
    case "image": {
      const image = t as Tokens.Image;
      const src = o.allowImages ? safeUrl(image.href, o.imageProtocols ?? DEFAULT_IMAGE_PROTOCOLS) : undefined;
      if (!src) return <span key={key} data-rui="md-image-refused">{image.text}</span>;
      return el(o, "img", { key, src, alt: image.text, title: image.title || undefined, loading: "lazy", referrerPolicy: "no-referrer" });
    }
    case "text":
    case "escape": {
      const text = t as Tokens.Text;
      return text.tokens ? renderInline(text.tokens, o) : decodeEntities(text.text);
    }
    case "html":
    default:
      return "raw" in t ? t.raw : null;
  }
}

/** A block token → React element (`key` given by the caller). Unknown or raw-HTML blocks render as their source text. */
export function renderBlock(t: Token, o: MarkdownRenderOptions, key: number | string): ReactNode {
  switch (t.type) {
    case "paragraph":
      // a finished piece of a long paragraph (`ParagraphPiece`): the paragraph goes on in the next `p`
      return el(o, "p", { key, dir: "auto", "data-continued": (t as { continued?: boolean }).continued ? "" : undefined }, ...renderInline((t as Tokens.Paragraph).tokens, o));
    case "text": {
      const text = t as Tokens.Text;
      return text.tokens ? <span key={key}>{renderInline(text.tokens, o)}</span> : text.text;
    }
    case "heading": {
      const h = t as Tokens.Heading;
      return el(o, `h${Math.min(6, Math.max(1, h.depth))}` as MarkdownElement, { key, dir: "auto" }, ...renderInline(h.tokens, o));
    }
    case "code": {
      const code = t as Tokens.Code;
      const lang = code.lang?.match(/^[\w+#.-]+/)?.[0];
      return el(o, "pre", { key, "data-rui": "md-code", "data-language": lang, dir: "ltr" }, el(o, "code", { className: lang ? `language-${lang}` : undefined }, code.text));
    }
    case "blockquote":
      return el(o, "blockquote", { key, dir: "auto" }, ...(t as Tokens.Blockquote).tokens.map((c, i) => renderBlock(c, o, i)));
    case "hr":
      return el(o, "hr", { key });
    case "list": {
      const list = t as Tokens.List;
      const start = list.ordered && list.start !== "" && list.start !== 1 ? Number(list.start) : undefined;
      return el(o, list.ordered ? "ol" : "ul", { key, start, dir: "auto" }, ...list.items.map((item, i) => renderListItem(item, o, i)));
    }
    case "table":
      return renderTable(t as Tokens.Table, o, key);
    case "space":
    case "def":
      return null;
    case "html":
    default:
      return "raw" in t && t.raw.trim() ? el(o, "p", { key, "data-rui": "md-raw" }, t.raw) : null;
  }
}

function renderListItem(item: Tokens.ListItem, o: MarkdownRenderOptions, key: number): ReactNode {
  const children = item.tokens.map((c, i) =>
    c.type === "checkbox"
      ? el(o, "input", { key: i, type: "checkbox", checked: (c as Tokens.Checkbox).checked, disabled: true, readOnly: true })
      : renderBlock(c, o, i),
  );
  return el(o, "li", { key, "data-task": item.task ? "" : undefined }, ...children);
}

function renderTable(t: Tokens.Table, o: MarkdownRenderOptions, key: number | string): ReactNode {
  const align = (i: number) => (t.align[i] ? { textAlign: t.align[i]! } : undefined);
  return (
    <div key={key} data-rui="md-table">
      {el(
        o,
        "table",
        null,
        el(o, "thead", null, el(o, "tr", null, ...t.header.map((c, i) => el(o, "th", { key: i, style: align(i), scope: "col" }, ...renderInline(c.tokens, o))))),
        el(o, "tbody", null, ...t.rows.map((row, r) => el(o, "tr", { key: r }, ...row.map((c, i) => el(o, "td", { key: i, style: align(i) }, ...renderInline(c.tokens, o)))))),
      )}
    </div>
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/**
 * Character references in text (CommonMark §2.5): the common named ones and numeric ones; the result is
 * text React escapes, never markup. The lexer leaves them as written.
 */
function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g, (m, dec?: string, hex?: string, name?: string) => {
    if (name) return ENTITIES[name]!;
    const cp = dec ? Number(dec) : Number.parseInt(hex!, 16);
    return cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : "\ufffd";
  });
}
