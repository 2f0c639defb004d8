import { LegalDocumentView } from "~/components/legal-document-view";
import { siteConfig } from "~/config/site-config";
import { documentFacts } from "~/content/document-facts";
import { privacyPolicy } from "~/content/privacy-policy";

export function PrivacyDocument() {
  return <LegalDocumentView document={privacyPolicy(documentFacts(siteConfig))} />;
}
