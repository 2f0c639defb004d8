import { Fragment } from "react";
import { storageEntries } from "~/config/data-inventory";
import type { DocumentFacts } from "~/content/document-facts";
import { DocumentCode } from "./document-code";
import { presentOn } from "./present";

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
