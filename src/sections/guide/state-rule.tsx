import { textLinkClasses } from "#src/components/button-classes.ts";
import { statePath } from "#src/config/guides.ts";
import { referencedObligations, stateRuleText, type RegistryQuery } from "#src/content/registry-references.ts";
import { statesCopy } from "#src/content/states-copy.ts";
import { typeset } from "#src/guides/typeset.ts";

/**
 * A place's rule of one kind in a guide's MDX body, as the jurisdiction registry states it (each summary with its
 * citation), and a link to its entry on Laws by state: `<StateRule code="CA" kind="call-recording-consent" />`.
 */
export function StateRule(query: RegistryQuery) {
  const { place } = referencedObligations(query);
  return (
    <p>
      {typeset(stateRuleText(query))}{" "}
      <a href={statePath(place.name)} className={textLinkClasses}>
        {statesCopy.entryLink(place.name)}
      </a>
      .
    </p>
  );
}
