/**
 * The names a legal document's MDX may use, as `<Content components={…} />` receives them. Markdown's links,
 * code and lists get the documents' look; the rest are the pieces the text cannot write itself: facts from the
 * configuration, the data inventory's tables, sections under their anchors. Components that need this build's facts
 * get them here, so the MDX writes `<PrivacyEmail />` rather than passing the facts to each one.
 */
import type { ComponentType, ReactNode } from "react";
import { hostOf, type DocumentFacts } from "#src/content/document-facts.ts";
import type { DocumentSection } from "#src/documents/schema.ts";
import { BookingButton } from "./booking-button.tsx";
import { CapitalizedText } from "./capitalized-text.tsx";
import { CodeList } from "./code-list.tsx";
import { ContactDetail } from "./contact-detail.tsx";
import { ControlName } from "./control-name.tsx";
import { CookieRetentionRows } from "./cookie-retention-rows.tsx";
import { DocumentCode } from "./document-code.tsx";
import { DocumentContents } from "./document-contents.tsx";
import { DocumentLink } from "./document-link.tsx";
import { DocumentList } from "./document-list.tsx";
import { DocumentSection as Section } from "./document-section.tsx";
import { DocumentTable } from "./document-table.tsx";
import { EntryCard } from "./entry-card.tsx";
import { EntryList } from "./entry-list.tsx";
import { FrameworkEntry } from "./framework-entry.tsx";
import { GoogleCookieTable } from "./google-cookie-table.tsx";
import { MailLink } from "./mail-link.tsx";
import { ProviderName } from "./provider-name.tsx";
import { SchedulingLinkParameters } from "./scheduling-link-parameters.tsx";
import { SentAfterAcceptList } from "./sent-after-accept-list.tsx";
import { ServerLogFields } from "./server-log-fields.tsx";
import { Show } from "./show.tsx";
import { SiteCookieTable } from "./site-cookie-table.tsx";
import { StorageRecipients } from "./storage-recipients.tsx";
import { StorageRetentionRows } from "./storage-retention-rows.tsx";
import { StorageTable } from "./storage-table.tsx";
import { SubprocessorTable } from "./subprocessor-table.tsx";
import { ThirdPartySystems } from "./third-party-systems.tsx";
import { WebsiteParties } from "./website-parties.tsx";

/** A component given this build's facts, so the MDX need not pass them. */
function withFacts<Props extends object>(
  Component: ComponentType<Props & { facts: DocumentFacts }>,
  facts: DocumentFacts,
) {
  return (props: Props) => <Component {...props} facts={facts} />;
}

export function documentComponents(facts: DocumentFacts, sections: readonly DocumentSection[]) {
  return {
    // What Markdown writes.
    a: DocumentLink,
    code: DocumentCode,
    ul: DocumentList,
    // Structure.
    Section: (props: { id: DocumentSection["id"]; children: ReactNode }) => (
      <Section {...props} sections={sections} facts={facts} />
    ),
    Contents: () => <DocumentContents sections={sections} facts={facts} />,
    List: DocumentList,
    Table: DocumentTable,
    Entries: EntryList,
    Entry: EntryCard,
    BookingButton,
    // Text that follows the configuration.
    Show,
    IfAds: ({ children }: { children: ReactNode }) => <Show when={facts.googleAdsEnabled}>{children}</Show>,
    NoAds: ({ children }: { children: ReactNode }) => <Show unless={facts.googleAdsEnabled}>{children}</Show>,
    PrivacyEmail: () => <MailLink address={facts.privacyEmail} />,
    SecurityEmail: () => <MailLink address={facts.securityEmail} />,
    SiteHost: () => <DocumentCode>{hostOf(facts.siteUrl)}</DocumentCode>,
    SchedulingHost: () => <DocumentCode>{hostOf(facts.scheduling.origin)}</DocumentCode>,
    ProviderName: withFacts(ProviderName, facts),
    WebsiteParties: withFacts(WebsiteParties, facts),
    ThirdPartySystems: withFacts(ThirdPartySystems, facts),
    FrameworkEntry: withFacts(FrameworkEntry, facts),
    SubprocessorTable: withFacts(SubprocessorTable, facts),
    Link: DocumentLink,
    Mail: MailLink,
    Code: DocumentCode,
    CodeList,
    ContactDetail,
    CapitalizedText,
    ControlName,
    // The data inventory (src/config/data-inventory/).
    SiteCookieTable: withFacts(SiteCookieTable, facts),
    GoogleCookieTable: withFacts(GoogleCookieTable, facts),
    StorageTable: withFacts(StorageTable, facts),
    StorageRecipients: withFacts(StorageRecipients, facts),
    CookieRetentionRows: withFacts(CookieRetentionRows, facts),
    StorageRetentionRows: withFacts(StorageRetentionRows, facts),
    SentAfterAcceptList,
    ServerLogFields,
    SchedulingLinkParameters,
  };
}
