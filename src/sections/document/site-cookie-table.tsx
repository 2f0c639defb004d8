import { formatLifetime, google, siteCookies, type Cookie } from "#src/config/data-inventory/index.ts";
import { confirmationPage } from "#src/config/site-pages.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { DocumentCode } from "./document-code.tsx";
import { DocumentTable } from "./document-table.tsx";
import { presentOn } from "./present.ts";

/** When a cookie is set: after Accept on the confirmation page, unless the inventory names a narrower condition. */
const whenSet = (cookie: Cookie): string => cookie.onlyIf ?? `After you accept, on ${confirmationPage.path}.`;

/** The cookies the Google Ads tag sets on this site's own domain, from the data inventory; nothing on a build without any. */
export function SiteCookieTable({ facts }: { facts: DocumentFacts }) {
  const cookies = presentOn(siteCookies, facts);
  if (cookies.length === 0) return null;
  return (
    <DocumentTable
      caption={`Cookies the ${google.product} tag sets on this site's domain, only after you accept`}
      columns={["Cookie", "Purpose", "Lifetime", "When"]}
    >
      {cookies.map((cookie) => (
        <tr key={cookie.name}>
          <th scope="row">
            <DocumentCode>{cookie.name}</DocumentCode>
          </th>
          <td>{cookie.purpose}</td>
          <td>{formatLifetime(cookie.lifetime)}</td>
          <td>{whenSet(cookie)}</td>
        </tr>
      ))}
    </DocumentTable>
  );
}
