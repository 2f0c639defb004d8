import { Fragment } from "react";
import { joinedAsList } from "#src/lib/text.ts";
import { PLACEMENT_PARAM, SCHEDULING_UTM } from "#src/lib/scheduling.ts";
import { DocumentCode } from "./document-code.tsx";

/** The parameters every booking link adds (src/lib/scheduling.ts), as a sentence names them. */
export function SchedulingLinkParameters() {
  const parameters = [
    ...Object.entries(SCHEDULING_UTM).map(([name, value]) => (
      <DocumentCode key={name}>{`${name}=${value}`}</DocumentCode>
    )),
    <Fragment key={PLACEMENT_PARAM}>
      <DocumentCode>{PLACEMENT_PARAM}</DocumentCode> naming the button you used
    </Fragment>,
  ];
  return joinedAsList(parameters).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
