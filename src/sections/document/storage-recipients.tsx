import { Fragment } from "react";
import { storageEntries } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { DocumentCode } from "./document-code.tsx";
import { presentOn } from "./present.ts";

/** After the storage table: for each key, whether its value leaves the browser, and for whom. */
export function StorageRecipients({ facts }: { facts: DocumentFacts }) {
  const entries = presentOn(storageEntries, facts);
  if (entries.length === 0) return null;
  return (
    <p>
      {entries.map(({ key, sentTo }, index) => (
        <Fragment key={key}>
          {index > 0 ? " " : ""}
          {sentTo === null ? (
            <>
              <DocumentCode>{key}</DocumentCode> never leaves your browser.
            </>
          ) : (
            <>
              The value of <DocumentCode>{key}</DocumentCode> is sent to {sentTo}.
            </>
          )}
        </Fragment>
      ))}
    </p>
  );
}
