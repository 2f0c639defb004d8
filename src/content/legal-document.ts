/**
 * The shape the legal pages render: sections with stable ids (anchors),
 * headings, paragraphs, lists and tables. Text is "rich": plain strings plus
 * links and code spans, so a page never parses markup out of a string.
 */

export interface LinkSpan {
  readonly kind: "link";
  readonly text: string;
  readonly href: string;
  /** Opens another site: render with target="_blank" rel="noopener noreferrer" and the new-tab hint. */
  readonly external: boolean;
}

/** A name the reader may search for in their browser: a cookie, a storage key, a field. Render as <code>. */
export interface CodeSpan {
  readonly kind: "code";
  readonly text: string;
}

export type Inline = string | LinkSpan | CodeSpan;
export type Rich = readonly Inline[];

export interface Table {
  /** Read by screen readers before the table; also its visible title. */
  readonly caption: string;
  readonly columns: readonly string[];
  /** Each row has one cell per column. */
  readonly rows: readonly (readonly Rich[])[];
}

/** A titled card: a framework's status, a document you can ask for. */
export interface Entry {
  readonly title: string;
  /** A short status line shown with the title, or null. */
  readonly status: string | null;
  readonly body: readonly Rich[];
}

export type Block =
  | { readonly kind: "paragraph"; readonly content: Rich }
  | { readonly kind: "list"; readonly items: readonly Rich[] }
  | { readonly kind: "table"; readonly table: Table }
  /** A level-3 heading inside a section. */
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "entries"; readonly entries: readonly Entry[] }
  /** A link to the scheduling page; `placement` becomes its utm_content (app/lib/scheduling.ts). */
  | { readonly kind: "schedulingCta"; readonly label: string; readonly placement: string };

export interface Section<Id extends string = string> {
  /** Stable anchor: links such as /privacy#cookies depend on it. Never rename one. */
  readonly id: Id;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** The page's <title> and description are in content/pages.ts, so the route's own code carries no document. */
export interface LegalDocument<Id extends string = string> {
  readonly title: string;
  /** Shown under the title. */
  readonly lastUpdated: { readonly iso: string; readonly label: string };
  readonly intro: readonly Block[];
  readonly sections: readonly Section<Id>[];
}

/* ── Building rich text ───────────────────────────────────────────────────── */

export function link(text: string, href: string): LinkSpan {
  return { kind: "link", text, href, external: /^https?:\/\//.test(href) };
}

export function mail(address: string): LinkSpan {
  return { kind: "link", text: address, href: `mailto:${address}`, external: false };
}

export function code(text: string): CodeSpan {
  return { kind: "code", text };
}

function isRich(value: Inline | Rich): value is Rich {
  return Array.isArray(value);
}

/** Joins pieces into rich text, merging neighbouring strings and dropping empty ones. */
export function join(...pieces: readonly (Inline | Rich)[]): Rich {
  const out: Inline[] = [];
  for (const piece of pieces) {
    for (const inline of isRich(piece) ? piece : [piece]) {
      const last = out[out.length - 1];
      if (typeof inline === "string") {
        if (inline === "") continue;
        if (typeof last === "string") out[out.length - 1] = last + inline;
        else out.push(inline);
      } else {
        out.push(inline);
      }
    }
  }
  return out;
}

/** Rich text from a template: rich`Email ${mail(x)} to ask.` */
export function rich(strings: TemplateStringsArray, ...values: readonly (Inline | Rich)[]): Rich {
  const pieces: (Inline | Rich)[] = [];
  strings.forEach((text, index) => {
    pieces.push(text);
    const value = values[index];
    if (value !== undefined) pieces.push(value);
  });
  return join(...pieces);
}

/** Rich items joined as "a, b and c". */
export function listJoin(items: readonly (Inline | Rich)[], conjunction = "and"): Rich {
  const pieces: (Inline | Rich)[] = [];
  items.forEach((item, index) => {
    if (index > 0) pieces.push(index === items.length - 1 ? ` ${conjunction} ` : ", ");
    pieces.push(item);
  });
  return join(...pieces);
}

export const paragraph = (content: Rich | string): Block => ({
  kind: "paragraph",
  content: typeof content === "string" ? [content] : content,
});

export const list = (items: readonly (Rich | string)[]): Block => ({
  kind: "list",
  items: items.map((item) => (typeof item === "string" ? [item] : item)),
});

export const table = (value: Table): Block => ({ kind: "table", table: value });

export const heading = (text: string): Block => ({ kind: "heading", text });

export const entries = (items: readonly Entry[]): Block => ({ kind: "entries", entries: items });

export const schedulingCta = (label: string, placement: string): Block => ({ kind: "schedulingCta", label, placement });

/** A cell from a string or rich text. */
export function cell(value: Rich | string): Rich {
  return typeof value === "string" ? [value] : value;
}

/** "hello" → "Hello". */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The plain text of rich text. */
export function plain(text: Rich): string {
  return text.map((inline) => (typeof inline === "string" ? inline : inline.text)).join("");
}
