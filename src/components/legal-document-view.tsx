import { Icon } from "./icon";
import { Fragment } from "react";
import { SchedulingLink } from "./scheduling-link";
import { documentPage } from "~/content/pages";
import { site } from "~/content/site";
import type { Block, Entry, LegalDocument, Rich, Table } from "~/content/legal-document";

const linkClasses = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

function RichText({ text }: { text: Rich }) {
  return text.map((inline, index) => {
    if (typeof inline === "string") return <Fragment key={index}>{inline}</Fragment>;
    if (inline.kind === "code") {
      return (
        <code
          key={index}
          className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] break-words text-slate-800"
        >
          {inline.text}
        </code>
      );
    }
    return inline.external ? (
      <a key={index} href={inline.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        {inline.text}
        <Icon name="arrow-up-right" className="ml-0.5 size-3.5 align-[-0.125em]" />
        <span className="sr-only"> {site.newTabHint}</span>
      </a>
    ) : (
      <a key={index} href={inline.href} className={`${linkClasses} break-words`}>
        {inline.text}
      </a>
    );
  });
}

function DocumentTable({ table }: { table: Table }) {
  return (
    // A wide table scrolls inside its own box on a phone; the region makes that box reachable by keyboard.
    <div
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-900">
          {table.caption}
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-t border-slate-200 px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="align-top">
              {row.map((value, cellIndex) =>
                cellIndex === 0 ? (
                  <th
                    key={cellIndex}
                    scope="row"
                    className="border-t border-slate-200 px-4 py-3 font-medium text-slate-900"
                  >
                    <RichText text={value} />
                  </th>
                ) : (
                  <td key={cellIndex} className="border-t border-slate-200 px-4 py-3 text-slate-700">
                    <RichText text={value} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryCard({ entry }: { entry: Entry }) {
  return (
    <li className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h3 className="text-base font-semibold text-slate-900">{entry.title}</h3>
      {entry.status ? (
        <p className="mt-1 inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
          {entry.status}
        </p>
      ) : null}
      {entry.body.map((paragraph, index) => (
        <p key={index} className="mt-3 text-sm text-slate-700">
          <RichText text={paragraph} />
        </p>
      ))}
    </li>
  );
}

function DocumentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="mt-4">
          <RichText text={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-slate-400">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "heading":
      return <h3 className="mt-8 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case "table":
      return <DocumentTable table={block.table} />;
    case "entries":
      return (
        <ul className="mt-4 grid gap-4">
          {block.entries.map((entry) => (
            <EntryCard key={entry.title} entry={entry} />
          ))}
        </ul>
      );
    case "schedulingCta":
      return (
        <p className="mt-6">
          <SchedulingLink cta={{ label: block.label, placement: block.placement }} variant="primary" />
        </p>
      );
  }
}

/** A policy page: title, date, contents, then each section under an anchor other pages link to. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-20 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {document.title}
      </h1>
      <p className="mt-3 text-sm text-slate-500">
        <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
      </p>
      <div className="text-base/7 text-slate-700">
        {document.intro.map((block, index) => (
          <DocumentBlock key={index} block={block} />
        ))}
      </div>
      <nav aria-labelledby="contents-label" className="mt-8 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="contents-label" className="text-sm font-semibold text-slate-900">
          {documentPage.contentsLabel}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-accent-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-6 text-base/7 text-slate-700"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <DocumentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </main>
  );
}
