import type { ReactNode } from "react";
import { formatIsoDate, type DocumentFacts } from "#src/content/document-facts.ts";
import { frameworkStatuses } from "#src/content/frameworks.ts";
import { EntryCard } from "./entry-card.tsx";

interface FrameworkEntryProps {
  framework: "soc2" | "hipaa" | "iso27001";
  children: ReactNode;
  facts: DocumentFacts;
}

/** A framework's card: its name and status line as the footer's badges word them (frameworks.ts), then the MDX's text. */
export function FrameworkEntry({ framework, children, facts }: FrameworkEntryProps) {
  const { title, status } = frameworkStatuses(facts, formatIsoDate)[framework];
  return (
    <EntryCard title={title} status={status}>
      {children}
    </EntryCard>
  );
}
