import { LegalDocumentView } from "~/components/legal-document-view";
import { siteConfig } from "~/config/site-config";
import { documentFacts } from "~/content/document-facts";
import { securityPage } from "~/content/security-page";

export function SecurityDocument() {
  return <LegalDocumentView document={securityPage(documentFacts(siteConfig))} />;
}
