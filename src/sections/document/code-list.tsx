import { Fragment } from "react";
import { joinedAsList } from "#src/lib/text.ts";
import { DocumentCode } from "./document-code.tsx";

interface CodeListProps {
  names: readonly string[];
  conjunction?: string;
}

/** Names set as code and joined as a sentence says them: `a`, `b` and `c`. */
export function CodeList({ names, conjunction = "and" }: CodeListProps) {
  return joinedAsList(
    names.map((name) => <DocumentCode key={name}>{name}</DocumentCode>),
    conjunction,
  ).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
