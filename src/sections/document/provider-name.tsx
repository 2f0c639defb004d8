import type { DocumentFacts } from "#src/content/document-facts.ts";
import { capitalized } from "#src/lib/text.ts";

interface ProviderNameProps {
  facts: DocumentFacts;
  /** At the start of a sentence. */
  capitalize?: boolean;
}

/** The scheduling provider by name when the booking host is a known one (document-facts.ts), else described. */
export function ProviderName({ facts, capitalize = false }: ProviderNameProps) {
  const name = facts.scheduling.provider?.name ?? "our scheduling provider";
  return capitalize ? capitalized(name) : name;
}
