import { formatLifetime, siteCookies, type Cookie } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { CodeList } from "./code-list.tsx";
import { presentOn } from "./present.ts";

/** The retention table's rows for this site's cookies: one row per lifetime, naming the cookies that share it. */
export function CookieRetentionRows({ facts }: { facts: DocumentFacts }) {
  const byLifetime = new Map<string, Cookie[]>();
  for (const cookie of presentOn(siteCookies, facts)) {
    const lifetime = formatLifetime(cookie.lifetime);
    byLifetime.set(lifetime, [...(byLifetime.get(lifetime) ?? []), cookie]);
  }
  return [...byLifetime].map(([lifetime, cookies]) => (
    <tr key={lifetime}>
      <th scope="row">
        <CodeList names={cookies.map(({ name }) => name)} />
      </th>
      <td>
        {lifetime} in your browser. Rejecting later stops Google from reading or writing them; clearing this site's
        cookies deletes them.
      </td>
    </tr>
  ));
}
