import { isPresent, type Presence } from "~/config/data-inventory";
import type { DocumentFacts } from "~/content/document-facts";

/** The inventory items this build has: those that need Google Ads exist only when it is configured. */
export const presentOn = <T extends { presence: Presence }>(items: readonly T[], facts: DocumentFacts): T[] =>
  items.filter(({ presence }) => isPresent(presence, facts.googleAdsEnabled));
