import { isPresent, type Presence } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";

/** The inventory items this build has: those that need Google Ads exist only when it is configured. */
export const presentOn = <T extends { presence: Presence }>(items: readonly T[], facts: DocumentFacts): T[] =>
  items.filter(({ presence }) => isPresent(presence, facts.googleAdsEnabled));
