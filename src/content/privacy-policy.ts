/**
 * The privacy and cookie policy at /privacy, as data. What it says about cookies, storage, Google and logs comes
 * from the data inventory; what it says about the company, from the configured facts. Section ids are anchors
 * other pages link to (legal-sections.ts).
 */
import { confirmationPage, homePage, privacyPage, securityPage } from "~/config/pages";
import {
  conversion,
  conversionModeling,
  conversionPayload,
  consentTypes,
  formatLifetime,
  google,
  googleDomainCookies,
  isPresent,
  neverSentToGoogle,
  sentUntilAccept,
  sentWithoutConsent,
  serverLog,
  siteCookies as allSiteCookies,
  storageEntries,
  storageKey,
  type Cookie,
  type Presence,
} from "~/config/data-inventory";
import { INDUSTRY_PARAM } from "~/lib/demo-state";
import { PLACEMENT_PARAM, SCHEDULING_UTM } from "~/lib/scheduling";
import { consentCopy } from "./consent-copy";
import { formatIsoDate, hostOf, laterDate, type DocumentFacts } from "./document-facts";
import {
  capitalized,
  cell,
  code,
  join,
  link,
  list,
  listJoin,
  mail,
  paragraph,
  plain,
  rich,
  table,
  type Block,
  type Inline,
  type LegalDocument,
  type Rich,
  type Section,
} from "./legal-document";
import { securityHref, type PrivacySectionId } from "./legal-sections";
import { site } from "./site";

/** The date this module's wording last changed. Update it with the text. */
const PRIVACY_TEXT_REVISED = "2026-11-23";

type Facts = DocumentFacts;

const present = <T extends { presence: Presence }>(items: readonly T[], facts: Facts): T[] =>
  items.filter(({ presence }) => isPresent(presence, facts.googleAdsEnabled));
const presentSiteCookies = (facts: Facts) => present(allSiteCookies, facts);
const presentGoogleDomainCookies = (facts: Facts) => present(googleDomainCookies, facts);
const presentStorageKeys = (facts: Facts) => present(storageEntries, facts);
const storesAnything = (facts: Facts) =>
  presentSiteCookies(facts).length + presentGoogleDomainCookies(facts).length + presentStorageKeys(facts).length > 0;

/* ── Small helpers ────────────────────────────────────────────────────────── */

const anchor = (id: PrivacySectionId, text: string) => link(text, `#${id}`);

const footerControl = () => join("“", site.privacyChoices, "”");
const rejectLabel = () => join("“", consentCopy.reject, "”");
const acceptLabel = () => join("“", consentCopy.accept, "”");

function providerName(facts: Facts): string {
  return facts.scheduling.provider?.name ?? "our scheduling provider";
}

/** An email address, a URL or plain text, as the fact gives it. */
function contactInline(value: string): Inline {
  if (/^https?:\/\//.test(value)) return link(value, value);
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return mail(value);
  return value;
}

function utmExample(): Rich {
  const fixed = Object.entries(SCHEDULING_UTM).map(([name, value]) => code(`${name}=${value}`));
  return listJoin([...fixed, join(code(PLACEMENT_PARAM), " naming the button you used")]);
}

/* ── Sections ─────────────────────────────────────────────────────────────── */

function summary(facts: Facts): Section<PrivacySectionId> {
  const ads = facts.googleAdsEnabled;
  return {
    id: "summary",
    heading: "In short",
    blocks: [
      list([
        ads
          ? rich`The home page sets no cookies and loads nothing from other websites. It stores nothing in your browser unless you use ${footerControl()}.`
          : "No page on this site sets cookies, stores anything in your browser or loads anything from other websites.",
        rich`You book meetings on ${providerName(facts)}'s booking page, not on this site. We receive your booking from it.`,
        ...(ads
          ? [
              rich`On the booking confirmation page, Google Ads counts the booking. It sets cookies only if you press ${acceptLabel()}; no other page sets any.`,
              rich`We do not sell personal information. If you accept ad cookies, California law may treat the ad measurement as “sharing”. Press ${rejectLabel()}, or turn on Global Privacy Control, and it stays off.`,
            ]
          : ["We do not sell or share personal information."]),
        "Our web server logs no IP addresses, no browser details and no cookies.",
      ]),
    ],
  };
}

function whoWeAre(facts: Facts): Section<PrivacySectionId> {
  const blocks: Block[] = [
    paragraph(
      facts.legalName
        ? join(
            `${facts.legalName} (“Vigil”, “we”) is responsible for the personal data this policy describes: we are its controller.`,
            facts.postalAddress ? ` Our postal address is ${facts.postalAddress}.` : "",
          )
        : rich`Vigil (“we”) is responsible for the personal data this policy describes: we are its controller. Email ${mail(facts.privacyEmail)} for our registered name and postal address.`,
    ),
    paragraph(rich`For any question about this policy or your data, email ${mail(facts.privacyEmail)}.`),
  ];
  if (facts.dpoContact) {
    blocks.push(paragraph(rich`Our data protection officer: ${contactInline(facts.dpoContact)}.`));
  }
  if (facts.euRepresentative) {
    blocks.push(
      paragraph(rich`Our representative in the EU (GDPR Article 27): ${contactInline(facts.euRepresentative)}.`),
    );
  }
  if (facts.ukRepresentative) {
    blocks.push(
      paragraph(rich`Our representative in the UK (UK GDPR Article 27): ${contactInline(facts.ukRepresentative)}.`),
    );
  }
  return { id: "who-we-are", heading: "Who is responsible", blocks };
}

function whatWeCollect(facts: Facts): Section<PrivacySectionId> {
  const ads = facts.googleAdsEnabled;
  const industry = `?${INDUSTRY_PARAM}=finance`;
  const rows: (readonly Rich[])[] = [
    [
      cell([code(homePage.path)]),
      cell(
        join(
          rich`Nothing is collected beyond the ${anchor("server-logs", "server log")}, and nothing is loaded from another website. When you pick an industry in the demo, the address can show it, for example ${code(industry)}; that describes the demo, not you.`,
          ads
            ? rich` Nothing is stored in your browser unless you open ${footerControl()} at the bottom of the page and answer; then your answer is stored (see ${anchor("cookies", "Cookies and browser storage")}).`
            : " Nothing is stored in your browser.",
        ),
      ),
    ],
    [
      cell(
        rich`${capitalized(providerName(facts))}'s booking page, ${code(hostOf(facts.scheduling.origin))}, in a new tab`,
      ),
      cell(
        rich`You enter your name, email address and answers there, not on this site. The link adds ${utmExample()} (for example ${code(`${PLACEMENT_PARAM}=hero-demo`)}), so we know which button led to a booking. It carries nothing about you.`,
      ),
    ],
    [
      cell([code(confirmationPage.path)]),
      cell(
        join(
          "The booking page sends you here and may add your name, email address, meeting details and booking id to the address. Your browser sends that address to our server when it requests the page; our server logs the path only. Before the page loads anything else, a script removes every parameter from the address bar",
          ads
            ? rich`, keeping only the booking id, in this tab's session storage. Then Google Ads counts the booking (see ${anchor("google-ads", "Google Ads")}).`
            : ".",
        ),
      ),
    ],
    [
      cell(rich`${code(privacyPage.path)}, ${code(securityPage.path)} and any other address`),
      cell(rich`Nothing beyond the ${anchor("server-logs", "server log")}.`),
    ],
  ];
  return {
    id: "what-we-collect",
    heading: "What this site collects, page by page",
    blocks: [table({ caption: "What each page collects", columns: ["Page", "What happens"], rows })],
  };
}

function cookieWhen(cookie: Cookie): string {
  return cookie.onlyIf ?? `After you accept, on ${confirmationPage.path}.`;
}

function cookies(facts: Facts): Section<PrivacySectionId> {
  if (!storesAnything(facts)) {
    return {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [paragraph("This site sets no cookies and stores nothing in your browser.")],
    };
  }
  const siteCookies = presentSiteCookies(facts);
  const googleCookies = presentGoogleDomainCookies(facts);
  const keys = presentStorageKeys(facts);
  const blocks: Block[] = [];

  if (siteCookies.length > 0) {
    blocks.push(
      paragraph(
        rich`Only ${code(confirmationPage.path)} loads anything that can set cookies, and that is Google's tag. It sets them only after you press ${acceptLabel()} in the cookie banner. No other page sets cookies.`,
      ),
      table({
        caption: `Cookies the ${google.product} tag sets on this site's domain, only after you accept`,
        columns: ["Cookie", "Purpose", "Lifetime", "When"],
        rows: siteCookies.map((cookie) => [
          [code(cookie.name)],
          cell(cookie.purpose),
          cell(formatLifetime(cookie.lifetime)),
          cell(cookieWhen(cookie)),
        ]),
      }),
    );
  }
  if (googleCookies.length > 0) {
    blocks.push(
      paragraph(
        rich`After you accept, the tag's requests to Google can also carry cookies Google has already set on its own domains, if your browser allows third-party cookies, and Google may set or refresh them. This site cannot read them. Google lists them in ${link("its advertising cookie list", google.cookieList)}; those it lists for ${google.product} are:`,
      ),
      table({
        caption: `Google's own cookies that ${google.product} may use after you accept`,
        columns: ["Cookie", "Google domain", "Google's purposes", "Lifetime (Google's figure)"],
        rows: googleCookies.map((cookie) => [
          [code(cookie.name)],
          cell(cookie.googleDomains ? listJoin(cookie.googleDomains.map(code)) : "This site"),
          cell(cookie.googleCategories),
          cell(formatLifetime(cookie.lifetime)),
        ]),
      }),
      paragraph("Browsers can shorten these lifetimes. You can delete cookies at any time in your browser's settings."),
    );
  }
  if (keys.length > 0) {
    blocks.push(
      paragraph(
        "This site also keeps two entries in your browser's storage. They are not cookies: your browser does not send them with requests.",
      ),
      table({
        caption: "Browser storage set by this site",
        columns: ["Key", "Where", "Value", "Purpose", "Lifetime"],
        rows: keys.map((key) => [
          [code(key.key)],
          [code(key.area)],
          cell(key.value),
          cell(key.purpose),
          cell(formatLifetime(key.lifetime)),
        ]),
      }),
      paragraph(
        join(
          ...keys.map((key, index) =>
            join(
              index > 0 ? " " : "",
              key.sentTo === null
                ? rich`${code(key.key)} never leaves your browser.`
                : rich`The value of ${code(key.key)} is sent to ${key.sentTo}.`,
            ),
          ),
        ),
      ),
    );
  }
  return { id: "cookies", heading: "Cookies and browser storage", blocks };
}

function bookings(facts: Facts): Section<PrivacySectionId> {
  const provider = facts.scheduling.provider;
  return {
    id: "bookings",
    heading: "Booking a meeting",
    blocks: [
      paragraph(
        rich`Every booking button on this site opens ${providerName(facts)}'s booking page at ${code(hostOf(facts.scheduling.origin))} in a new tab. This site never sees what you type there.`,
      ),
      paragraph(
        "The booking page collects your name, email address, the meeting time and your answers to its questions, and passes them to us. We use them to hold the meeting, to send the follow-up the confirmation page promises and to answer your questions about Vigil.",
      ),
      paragraph(
        provider
          ? rich`For these details we are the controller, and ${provider.name} processes them for us under its data processing terms. ${provider.name} also runs its booking page on its own account, including any cookies it sets there; ${link(`${provider.name}'s privacy policy`, provider.privacyUrl)} covers that.`
          : "For these details we are the controller, and the scheduling provider processes them for us. It also runs its booking page on its own account, including any cookies it sets there, under its own privacy policy, linked from that page.",
      ),
      paragraph(
        "You don't have to book to use this site. To book, the provider needs at least your name and email address, so it can send you the invitation.",
      ),
    ],
  };
}

function googleAds(facts: Facts): Section<PrivacySectionId> | null {
  if (!facts.googleAdsEnabled) return null;
  const always = conversionPayload.filter(({ withoutConsent }) => withoutConsent);
  const consented = conversionPayload.filter(({ withoutConsent }) => !withoutConsent);
  return {
    id: "google-ads",
    heading: "Google Ads on the confirmation page",
    blocks: [
      paragraph(
        rich`We advertise on Google. To learn which ads lead to booked meetings, ${code(confirmationPage.path)} reports each booking to ${google.product} as one conversion. No other page sends anything to Google.`,
      ),
      paragraph(
        rich`Before the tag loads, the page tells Google that each consent type (${listJoin(consentTypes.map(code))}) is denied, unless you accepted earlier. On a first visit it waits up to ${String(conversion.waitForUpdateMs)} milliseconds for your answer in the banner. It then loads the ${google.tag} from ${code(hostOf(google.scriptOrigin))} and sends the conversion.`,
      ),
      paragraph("Whatever you choose, Google receives:"),
      list(always.map(({ label }) => `${label}.`)),
      paragraph(
        join(
          "If you reject, or have not answered in time, that is all; an Accept afterwards applies from then on. Google documents that while ad storage is denied, its tag writes no advertising cookies, reads none, and keeps cookies it set earlier on its own domains out of its requests. ",
          `${capitalized(conversionModeling)}.`,
        ),
      ),
      paragraph(`Until you accept, and always while your browser sends Global Privacy Control, ${sentUntilAccept}.`),
      paragraph(
        join(
          `If you accept, Google also receives ${consented.map(({ label }) => label.charAt(0).toLowerCase() + label.slice(1)).join(", ")}, and can link the conversion to an ad you saw or clicked, including when you are signed in to Google.`,
          " We never allow Google to use it to personalize ads: ad personalization stays denied.",
        ),
      ),
      paragraph(`Google never receives ${neverSentToGoogle}.`),
      paragraph(
        rich`Google receives this data as a separate controller, under the ${link("Google Ads Controller-Controller Data Protection Terms", google.controllerTerms)}, and uses it as described in ${link("How Google uses information from sites or apps that use its services", google.howGoogleUsesData)}.`,
      ),
    ],
  };
}

function serverLogs(facts: Facts): Section<PrivacySectionId> {
  const fields = listJoin(
    serverLog.fields.map(
      ({ meaning, example }, index) => rich`${meaning} (${index === 0 ? "for example " : ""}${code(example)})`,
    ),
  );
  const hosting = facts.hosting;
  return {
    id: "server-logs",
    heading: "Server logs and hosting",
    blocks: [
      paragraph(
        rich`For each request, our web server records ${fields}. It does not record ${listJoin(serverLog.notLogged, "or")}.`,
      ),
      paragraph(`We use these logs only ${serverLog.purpose}.`),
      paragraph(
        join(
          hosting
            ? rich`${link(hosting.name, hosting.privacyUrl)} serves this site. Like any web host, it receives your IP address and each request, to deliver the site and protect it from attacks, and keeps its own logs under its own terms.`
            : "The hosting and network (CDN) providers in front of our server receive your IP address and each request, as any web host must, to deliver the site and protect it from attacks. They keep their own logs under their own terms.",
          rich` Those logs can include the full address of ${code(confirmationPage.path)} with the parameters the booking page added.`,
        ),
      ),
    ],
  };
}

function legalBases(facts: Facts): Section<PrivacySectionId> {
  const ads = facts.googleAdsEnabled;
  const consent =
    "Your consent (Article 6(1)(a)). For cookies, also the ePrivacy rules where you live (in the UK, PECR).";
  const interests = "Legitimate interests (Article 6(1)(f))";
  const rows: (readonly Rich[])[] = [
    ...(ads
      ? [
          [
            cell("Google Ads cookies, and the identifiers sent with the conversion"),
            cell(consent),
            cell(
              rich`They are optional: nothing is set until you press ${acceptLabel()}, and you can withdraw your consent at any time.`,
            ),
          ],
          [
            cell("The conversion without cookies, when you reject or have not chosen"),
            cell(interests),
            cell(
              `Knowing how many meetings our advertising brings. Google receives ${plain(listJoin(sentWithoutConsent))}, but no cookies or ad identifiers.`,
            ),
          ],
          [
            cell([code(storageKey.adsConsent)]),
            cell(`${interests}. Storing it is strictly necessary to respect your choice.`),
            cell("Remembering your answer, so we apply it and don't ask again."),
          ],
          [
            cell([code(storageKey.bookingConversionId)]),
            cell(interests),
            cell("Counting each booking once, even if you reload the page."),
          ],
        ]
      : []),
    [
      cell("Booking details"),
      cell(
        `Steps you ask for before a possible contract (Article 6(1)(b)), and ${interests.charAt(0).toLowerCase()}${interests.slice(1)} for business follow-up`,
      ),
      cell("You asked for a meeting; following up on it is what a business contact expects."),
    ],
    [cell("Our server logs"), cell(interests), cell(`${capitalized(serverLog.purpose)}.`)],
    [
      cell("IP addresses at our hosting providers"),
      cell(interests),
      cell("Delivering the site and defending it against attacks."),
    ],
    [
      cell("Emails you send us"),
      cell(`${interests}; for rights requests, our legal obligation to answer (Article 6(1)(c))`),
      cell("Answering you, and keeping a record that we answered."),
    ],
  ];
  return {
    id: "legal-bases",
    heading: "Why we may use it: legal bases",
    blocks: [
      paragraph("Under the GDPR and the UK GDPR, each use needs a legal basis:"),
      table({ caption: "Legal bases", columns: ["What", "Legal basis", "Why"], rows }),
    ],
  };
}

function retention(facts: Facts): Section<PrivacySectionId> {
  const rows: (readonly Rich[])[] = [];
  const siteCookies = presentSiteCookies(facts);
  const byLifetime = new Map<string, Cookie[]>();
  for (const cookie of siteCookies) {
    const key = formatLifetime(cookie.lifetime);
    byLifetime.set(key, [...(byLifetime.get(key) ?? []), cookie]);
  }
  for (const [lifetime, group] of byLifetime) {
    rows.push([
      cell(listJoin(group.map(({ name }) => code(name)))),
      cell(
        `${lifetime} in your browser. Rejecting later stops Google from reading or writing them; clearing this site's cookies deletes them.`,
      ),
    ]);
  }
  if (facts.googleAdsEnabled) {
    rows.push(
      [cell("Google's own cookies"), cell(rich`As Google's list gives them (see ${anchor("cookies", "Cookies")}).`)],
      [
        cell("What Google receives"),
        cell("As Google's privacy policy sets. We cannot delete it from Google's systems."),
      ],
    );
  }
  for (const key of presentStorageKeys(facts)) {
    rows.push([[code(key.key)], cell(`${formatLifetime(key.lifetime)}.`)]);
  }
  rows.push(
    [
      cell("Booking details"),
      cell(
        facts.bookingRetention
          ? `${capitalized(facts.bookingRetention)}, then we delete them.`
          : "Until we no longer need them for the meeting and any business relationship that follows, then we delete them. Ask us for the exact period.",
      ),
    ],
    [
      cell("Our server logs"),
      cell(
        facts.siteLogRetention
          ? `${capitalized(facts.siteLogRetention)}.`
          : "Only as long as we need them to find and fix problems. Ask us for the exact period.",
      ),
    ],
    [
      cell("Our hosting providers' logs"),
      cell(facts.hosting ? `As ${facts.hosting.name}'s terms set.` : "As our hosting providers' terms set."),
    ],
    [
      cell("Emails you send us"),
      cell("As long as we need to answer you; for rights requests, as long as we need to show that we did."),
    ],
  );
  return {
    id: "retention",
    heading: "How long we keep it",
    blocks: [table({ caption: "Retention", columns: ["What", "How long"], rows })],
  };
}

function sharingAndTransfers(facts: Facts): Section<PrivacySectionId> {
  const provider = facts.scheduling.provider;
  const items: (Rich | string)[] = [
    ...(facts.googleAdsEnabled
      ? [
          rich`${google.company} receives the conversion described above and may process it in the United States and other countries. For data from the EEA, the UK and Switzerland, ${link("Google's Ads controller terms", google.controllerTerms)} include the European Commission's Standard Contractual Clauses and their UK and Swiss equivalents.`,
        ]
      : []),
    provider
      ? rich`${provider.name} receives your booking details and may process them outside your country, including in the United States, under the transfer safeguards in its data processing terms.`
      : rich`Our scheduling provider receives your booking details and may process them outside your country, under the transfer safeguards in its data processing terms. Ask us which provider and which safeguards.`,
    facts.hosting
      ? rich`${facts.hosting.name} receives IP addresses and requests, wherever its servers are.`
      : "Our hosting providers receive IP addresses and requests, wherever their servers are.",
    "When you email us, our email provider processes the message for us.",
  ];
  return {
    id: "sharing-and-transfers",
    heading: "Who receives data, and where",
    blocks: [
      list(items),
      paragraph(
        facts.googleAdsEnabled
          ? "We give personal information to no one else, unless the law requires it. We do not sell it."
          : "We give personal information to no one else, unless the law requires it. We do not sell or share it.",
      ),
    ],
  };
}

function yourRights(facts: Facts): Section<PrivacySectionId> {
  const rights: Rich[] = [
    ["Access: ask for a copy of the personal data we hold about you."],
    ["Rectification: ask us to correct it."],
    ["Erasure: ask us to delete it."],
    ["Restriction: ask us to limit what we do with it while a question about it is settled."],
    [
      facts.googleAdsEnabled
        ? "Objection: object to anything we do on the basis of legitimate interests, such as the conversion without cookies. We then stop, unless we have compelling grounds that override yours."
        : "Objection: object to anything we do on the basis of legitimate interests. We then stop, unless we have compelling grounds that override yours.",
    ],
    [
      "Portability: receive the booking details you gave us in a machine-readable format, or have them sent to another company.",
    ],
    ...(facts.googleAdsEnabled
      ? [
          rich`Withdrawing consent: at any time, as easily as you gave it. Open ${footerControl()} at the bottom of any page and press ${rejectLabel()}. What happened before you withdrew stays lawful.`,
        ]
      : []),
    rich`Complaint: complain to the data protection authority where you live or work, or where you think the problem happened. In the UK that is the ${link("Information Commissioner's Office", "https://ico.org.uk")}.`,
  ];
  return {
    id: "your-rights",
    heading: "Your rights under the GDPR and UK GDPR",
    blocks: [
      paragraph("If you are in the EEA or the UK, you have these rights:"),
      list(rights),
      paragraph(
        rich`To use a right, email ${mail(facts.privacyEmail)} and say which one. It is free. We answer within one month; if a request is complex we may take up to two more months, and we tell you why within the first month.`,
      ),
      paragraph(
        "To keep your booking details from someone pretending to be you, we reply to the email address on the booking before we act.",
      ),
      paragraph(
        facts.googleAdsEnabled
          ? rich`Some data exists only in your browser: the cookies and storage entries above. We cannot see or delete it; you can, by clearing this site's data. For what Google holds, use ${link("Google's controls", google.howGoogleUsesData)}.`
          : "We make no decisions about you by automated means alone, and we build no profile of you.",
      ),
      ...(facts.googleAdsEnabled
        ? [paragraph("We make no decisions about you by automated means alone, and we build no profile of you.")]
        : []),
    ],
  };
}

function california(facts: Facts): Section<PrivacySectionId> {
  const ads = facts.googleAdsEnabled;
  const google_ = google.company;
  const rows: (readonly Rich[])[] = [
    [
      cell("Identifiers"),
      cell("Name and email address"),
      cell("You, through the booking page"),
      cell("Holding the meeting and following up"),
      cell("Our scheduling provider, as our service provider"),
      cell("Neither"),
    ],
    [
      cell("Identifiers"),
      cell("IP address"),
      cell("Your browser"),
      cell("Delivering and securing the site"),
      cell("Our hosting providers, as service providers"),
      cell("Neither"),
    ],
    ...(ads
      ? [
          [
            cell("Identifiers"),
            cell("IP address, booking reference and, after you accept, Google Ads cookie identifiers"),
            cell("Your browser"),
            cell("Measuring which ads lead to bookings"),
            cell(google_),
            cell("Not sold. Shared only after you accept"),
          ],
          [
            cell("Internet activity"),
            cell("That you reached the confirmation page, its address and the address you came from"),
            cell("Your browser"),
            cell("Measuring which ads lead to bookings"),
            cell(google_),
            cell("Not sold. Shared only after you accept"),
          ],
        ]
      : []),
  ];
  return {
    id: "california",
    heading: "Your rights in California",
    blocks: [
      paragraph(
        "If you live in California, the California Consumer Privacy Act (CCPA), as amended by the California Privacy Rights Act, gives you the right to:",
      ),
      list([
        "Know what personal information we collect, use and disclose, and get a copy of it.",
        "Delete it.",
        "Correct it.",
        "Opt out of its sale or sharing.",
        "Not be treated differently, for example charged more or served less, for using these rights.",
      ]),
      table({
        caption: "Personal information we collect, and who receives it",
        columns: ["Category", "What", "Source", "Why", "Who receives it", "Sold or shared?"],
        rows,
      }),
      paragraph(
        rich`We collect no sensitive personal information. How long we keep each item is under ${anchor("retention", "How long we keep it")}.`,
      ),
      paragraph(
        ads
          ? rich`We do not sell personal information. Giving Google the conversion with cookie identifiers, after you accept, may count as “sharing” for cross-context behavioral advertising. To opt out, press ${rejectLabel()} in the banner or under ${footerControl()}, or turn on Global Privacy Control in your browser (see ${anchor("choices", "Your choices")}). You can also email ${mail(facts.privacyEmail)}.`
          : "We do not sell or share personal information.",
      ),
      paragraph("We do not knowingly sell or share the personal information of anyone under 16."),
      paragraph(
        rich`To use your rights, email ${mail(facts.privacyEmail)}. We confirm receipt within 10 business days and answer within 45 days, or tell you within those 45 days that we need up to 45 more, and why. We verify a request by replying to the email address on the booking. An authorized agent can ask for you; we will ask for your signed permission and may ask you to confirm your identity with us.`,
      ),
    ],
  };
}

function choices(facts: Facts): Section<PrivacySectionId> {
  if (!facts.googleAdsEnabled) {
    return {
      id: "choices",
      heading: "Your choices and Global Privacy Control",
      blocks: [
        paragraph(
          "This site sets no cookies and does not sell or share personal information, so there is nothing to switch off. If that ever changed, we would treat a Global Privacy Control signal from your browser as a request to opt out of sale and sharing.",
        ),
      ],
    };
  }
  return {
    id: "choices",
    heading: "Your choices and Global Privacy Control",
    blocks: [
      paragraph(
        rich`Change your cookie choice at any time: open ${footerControl()} at the bottom of any page. ${rejectLabel()} stops Google Ads from setting or reading its cookies from then on; your browser keeps your answer in ${code(storageKey.adsConsent)}.`,
      ),
      paragraph(
        rich`If your browser sends Global Privacy Control (it then reports ${code("navigator.globalPrivacyControl")} as ${code("true")}), we treat it as a request to opt out of the sale and sharing of your personal information. On this site that means: ad consent stays denied in this browser, Google receives only what it receives whatever you choose (see ${anchor("google-ads", "Google Ads on the confirmation page")}), ${sentUntilAccept}, and the banner says “${consentCopy.gpc.status}”. We never turn ad cookies on by ourselves. You can still press ${acceptLabel()} in the banner; that applies to the visit you press it in, and the next visit asks again.`,
      ),
      paragraph("The signal applies to the browser that sends it. We have no account or profile to link it to."),
      paragraph(
        "You can also block or delete cookies and site data in your browser. Every page works the same without them.",
      ),
      paragraph(
        rich`To control how Google uses data across sites, see ${link("Google's page on partner sites", google.howGoogleUsesData)}.`,
      ),
    ],
  };
}

function children(facts: Facts): Section<PrivacySectionId> {
  return {
    id: "children",
    heading: "Children",
    blocks: [
      paragraph(
        rich`This site and Vigil are for businesses. They are not directed at children, and we do not knowingly collect personal data from anyone under 16. If you think a child has given us their details, email ${mail(facts.privacyEmail)} and we will delete them.`,
      ),
    ],
  };
}

function changes(): Section<PrivacySectionId> {
  return {
    id: "changes",
    heading: "Changes to this policy",
    blocks: [
      paragraph(
        "When this policy changes, we change the date at the top. If a change means this site collects something new or sends data to someone new, we update this page before the change goes live and, where the law requires consent, ask for it first. Earlier versions are available on request.",
      ),
    ],
  };
}

function contact(facts: Facts): Section<PrivacySectionId> {
  return {
    id: "contact",
    heading: "Contact",
    blocks: [
      paragraph(
        join(
          rich`Email ${mail(facts.privacyEmail)}.`,
          facts.legalName && facts.postalAddress ? ` Or write to ${facts.legalName}, ${facts.postalAddress}.` : "",
          rich` To report a security vulnerability, see ${link("Security", securityHref("disclosure"))}.`,
        ),
      ),
    ],
  };
}

/* ── The document ─────────────────────────────────────────────────────────── */

export function privacyPolicy(facts: DocumentFacts): LegalDocument<PrivacySectionId> {
  const lastUpdated = laterDate(PRIVACY_TEXT_REVISED, facts.lastUpdated);
  const sections = [
    summary(facts),
    whoWeAre(facts),
    whatWeCollect(facts),
    cookies(facts),
    bookings(facts),
    googleAds(facts),
    serverLogs(facts),
    legalBases(facts),
    retention(facts),
    sharingAndTransfers(facts),
    yourRights(facts),
    california(facts),
    choices(facts),
    children(facts),
    changes(),
    contact(facts),
  ].filter((section): section is Section<PrivacySectionId> => section !== null);

  return {
    title: "Privacy and cookie policy",
    lastUpdated: { iso: lastUpdated, label: `Last updated ${formatIsoDate(lastUpdated)}` },
    intro: [
      paragraph(
        rich`This policy covers this website, ${code(hostOf(facts.siteUrl))}: what it collects on each page, why, for how long, and what you can do about it. It does not cover the Vigil service our customers use; each customer's agreement with us and our data processing agreement govern that. ${link("Security", securityPage.path)} describes how we protect customer call data.`,
      ),
    ],
    sections,
  };
}
