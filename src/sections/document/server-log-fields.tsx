import { Fragment } from "react";
import { serverLog } from "#src/config/data-inventory/index.ts";
import { joinedAsList } from "#src/lib/text.ts";
import { DocumentCode } from "./document-code.tsx";

/** What the server logs for each request, from the data inventory: "the method (for example `GET`), …". */
export function ServerLogFields() {
  const fields = serverLog.fields.map(({ field, meaning, example }, index) => (
    <Fragment key={field}>
      {meaning} ({index === 0 ? "for example " : ""}
      <DocumentCode>{example}</DocumentCode>)
    </Fragment>
  ));
  return joinedAsList(fields).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
