import { formatLifetime, google, googleDomainCookies } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { CodeList } from "./code-list.tsx";
import { DocumentCode } from "./document-code.tsx";
import { DocumentTable } from "./document-table.tsx";
import { presentOn } from "./present.ts";

/** The cookies on Google's own domains that Google lists for Google Ads, from the data inventory. */
export function GoogleCookieTable({ facts }: { facts: DocumentFacts }) {
  const cookies = presentOn(googleDomainCookies, facts);
  if (cookies.length === 0) return null;
  return (
    <DocumentTable
      caption={`Google's own cookies that ${google.product} may use after you accept`}
      columns={["Cookie", "Google domain", "Google's purposes", "Lifetime (Google's figure)"]}
    >
      {cookies.map((cookie) => (
        <tr key={cookie.name}>
          <th scope="row">
            <DocumentCode>{cookie.name}</DocumentCode>
          </th>
          <td>{cookie.googleDomains ? <CodeList names={cookie.googleDomains} /> : "This site"}</td>
          <td>{cookie.googleCategories}</td>
          <td>{formatLifetime(cookie.lifetime)}</td>
        </tr>
      ))}
    </DocumentTable>
  );
}
