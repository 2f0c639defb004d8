import { formatLifetime, google, siteCookies, type Cookie } from "~/config/data-inventory";
import { confirmationPage } from "~/config/pages";
import type { DocumentFacts } from "~/content/document-facts";
import { DocumentCode } from "./document-code";
import { DocumentTable } from "./document-table";
import { presentOn } from "./present";

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
