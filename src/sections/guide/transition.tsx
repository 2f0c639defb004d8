import { transitionText, type RegistryQuery } from "#src/content/registry-references.ts";

/**
 * An obligation's grace period in a guide's MDX body, worded from the registry's day as of the build ("have until",
 * then "had until"): `<Transition code="EU" kind="ai-disclosure" cite="Art. 50(2)" />`, inline in a sentence.
 */
export function Transition(query: RegistryQuery) {
  return <>{transitionText(query)}</>;
}
