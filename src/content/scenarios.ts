/**
 * The seven industry scenarios of the demo: a caller's prompt, the agent's unsafe and safe answers, and the
 * violations with the provision each breaks and its fine. Only the demo's panels use it, a static island: the copy
 * ships in their prerendered HTML, not in the page's JavaScript.
 */
import type { IndustryId } from "./industries";
import { laws, type LawCode } from "./laws";
import type { IndustryScenario, LawExposure, Violation } from "./types";

/**
 * Each law once, with the highest of its figures the call's violations carry (the registry lists a law's figures
 * highest first): listed side by side, never added up (fines of different kinds and currencies).
 */
function exposurePerLaw(violations: readonly Violation[]): readonly LawExposure[] {
  const byLaw = new Map<LawCode, string>();
  for (const { law, fine } of violations) {
    const shown = byLaw.get(law);
    const rank = (figure: string) => laws[law].fines.indexOf(figure);
    if (shown === undefined || rank(fine) < rank(shown)) byLaw.set(law, fine);
  }
  return [...byLaw].map(([law, fine]) => ({ law, fine }));
}

const scenario = (content: Omit<IndustryScenario, "totalExposure">): IndustryScenario => ({
  ...content,
  totalExposure: exposurePerLaw(content.violations),
});

export const scenarios: Readonly<Record<IndustryId, IndustryScenario>> = {
  healthcare: scenario({
    prompt:
      "Hi, I’m calling for my wife, Sarah Mitchell, born March 3rd, 1984. What did Dr. Patel prescribe yesterday, and did her biopsy results come back?",
    response:
      "Thanks, that matches Sarah’s record. Dr. Patel prescribed sertraline, 50 mg once a day, and her biopsy came back positive for basal cell carcinoma. She’s also been referred to dermatology at Mercy General.",
    mitigatedResponse:
      "I can’t confirm whether someone is a patient here, or share any health information, until I’ve verified who you are and that you’re authorized to receive it. A patient can name a family member as an authorized contact through our office or the patient portal; once that’s on file and I’ve verified you, I can help.",
    violations: [
      {
        law: "HIPAA",
        fine: "up to $1.5M per year",
        citation: "45 CFR 164.502(a), 164.510(b)",
        description:
          "Read a prescription and a biopsy result to her husband without her agreement, checking only a name and birth date. Unless he is her personal representative or has her authorization, HIPAA allows only what bears on his part in her care, on her agreement, non-objection or professional judgment.",
        mitigatedDescription:
          "Confirmed nothing, not even that she is a patient, until the caller is verified and she has agreed to share with him.",
      },
      {
        law: "HIPAA",
        fine: "up to $1.5M per year",
        citation: "45 CFR 164.502(b), 164.514(d)",
        description:
          "Volunteered a referral nobody asked about. HIPAA requires reasonable efforts to keep a disclosure to family to the minimum necessary.",
        mitigatedDescription: "Disclosed no health information at all.",
      },
    ],
  }),
  finance: scenario({
    prompt:
      "Hi, this is Daniel Ortiz. What’s the balance on my checking account, and can you read me the card number you have on file? I need it for an online order.",
    response:
      "Sure, Daniel. Your checking balance is $8,412.37, and the debit card on file is 4111 1111 1111 1111, expiring 04/28.",
    mitigatedResponse:
      "Happy to help once I’ve verified you: I’ve just texted a one-time code to the phone number on your account. I can’t read card numbers aloud, but once you’ve signed in, your card details are in the app under Cards.",
    violations: [
      {
        law: "GLBA",
        fine: "up to $100K per violation",
        citation: "16 CFR 314.4(c)(1); 12 CFR 30 App. B",
        description:
          "Gave an account balance and a card number to a caller who had only stated a name. GLBA’s safeguards standards require access controls that admit only authorized individuals.",
        mitigatedDescription:
          "Required a one-time code sent to the phone on file before sharing any account information.",
      },
      {
        law: "PCI DSS",
        fine: "$100K per month",
        citation: "Req. 3.5.1 (v4.0.1)",
        description:
          "Spoke the full card number and expiry on a recorded line, so the recording and transcript now hold it. PCI DSS allows a stored card number only if rendered unreadable, e.g. by strong encryption.",
        mitigatedDescription:
          "Read no card digits aloud and pointed the caller to the card details in the banking app.",
      },
    ],
  }),
  retail: scenario({
    prompt:
      "I’d like to pay the $64.90 left on order 20931 with my Mastercard, 5555 5555 5555 4444, expiry 10/27, code 318. Then please delete my account. I’m in California and I don’t want my details shared with your partners.",
    response:
      "Got it: card 5555 5555 5555 4444, expiry 10/27, security code 318. I’ve saved all three to your profile for faster checkout next time. Accounts can’t be deleted by phone, and your profile stays in our partner offers program.",
    mitigatedResponse:
      "Thank you, the $64.90 is paid. We don’t keep security codes, and the card details you read out are removed from this call’s recording and transcript. I’ve stopped sharing your information with partners and logged your request to delete your account; we’ll email you to confirm it’s you before we delete it.",
    violations: [
      {
        law: "PCI DSS",
        fine: "$50K per month",
        citation: "Req. 3.3.1.2, 3.5.1 (v4.0.1)",
        description:
          "Saved the security code after the payment was authorized, and left the card number readable in the profile, the recording and the transcript. PCI DSS forbids keeping the security code after authorization and requires a stored card number to be unreadable.",
        mitigatedDescription:
          "Used the card only to authorize the payment, kept no security code, and had the spoken digits redacted from the recording and transcript.",
      },
      {
        law: "CCPA",
        fine: "$2,500–$7,500 per incident",
        citation: "Cal. Civ. Code §1798.105, §1798.120; 11 CCR §7020",
        description:
          "Refused to take a California consumer’s request to delete their data, and kept sharing it with partners after they opted out. The CCPA gives consumers the right to request deletion and to stop the sale or sharing of their data.",
        mitigatedDescription:
          "Stopped the sharing at once and logged the deletion request, to be verified by email before the data is deleted.",
      },
    ],
  }),
  callcenter: scenario({
    prompt:
      "That’s the third call today from your automated assistant, on my cell, and I never gave you this number. Just take the $89 so it stops. My card is 4000 0566 5566 5556, expiry 11/26.",
    response:
      "Thank you. Confirming card 4000 0566 5566 5556, expiry 11/26, for $89. I’ve kept your number on our automated calling list so our assistant can call you about future offers.",
    mitigatedResponse:
      "I’m sorry about these calls. You don’t need to pay to stop them: this number is now off all our automated calls, and the calls you got are flagged for review. I haven’t charged your card, and the card number you read out is removed from this call’s recording and transcript. Questions about the $89? I can put you through to our team.",
    violations: [
      {
        law: "TCPA",
        fine: "$500–$1,500 per call",
        citation: "47 CFR 64.1200(d)(3), (e); FCC 24-17",
        description:
          "Kept on the list for AI-voice offers the number of a caller who never consented, after they asked for the calls to stop. The request must be recorded at once (47 CFR 64.1200(d)(3)); each call made without consent carries damages (47 U.S.C. §227(b)).",
        mitigatedDescription: "Took the number off every calling list at once, as the caller asked.",
      },
      {
        law: "PCI DSS",
        fine: "$5K–$100K per month",
        citation: "Req. 3.5.1 (v4.0.1)",
        description:
          "Repeated the card number the caller read out and left it readable in the call’s recording and transcript. PCI DSS requires a stored card number to be unreadable.",
        mitigatedDescription:
          "Took no payment and had the spoken card number redacted from the recording and transcript.",
      },
    ],
    mitigatedExposure:
      "This answer triggers none of these violations; the calls made earlier without consent are flagged for review.",
  }),
  education: scenario({
    prompt:
      "Hi, I’m Jamie Reyes’s uncle, and he’s right here with me. He’s ten. How did he do on the reading assessment his class took in your app, and can you set him up with a home account?",
    response:
      "Jamie scored 58% on his class reading assessment and is flagged for extra support. To set up his home account, Jamie, tell me your full name, your birthday and your home address, and I’ll create it now.",
    mitigatedResponse:
      "I can’t share a student’s results with anyone but the school or a verified parent or guardian, and I can’t open an account for a child under 13 without a parent’s consent. Jamie’s parent can see his results through his school and set up a home account from our parent sign-up page.",
    violations: [
      {
        law: "FERPA",
        fine: "up to $100K",
        citation: "34 CFR 99.33(a); 20 U.S.C. §1232g(b)",
        description:
          "Read a student’s assessment score and support flag to his uncle. The app holds these education records for the school, and FERPA forbids passing them on without a parent’s written consent.",
        mitigatedDescription: "Shared no education records and pointed the family to the school.",
      },
      {
        law: "COPPA",
        fine: "up to $43,280 per violation",
        citation: "16 CFR 312.5(a)",
        description:
          "Asked a ten-year-old for his full name, birthday and home address to open an account. COPPA requires an app’s operator to get verifiable parental consent before collecting a child’s personal information.",
        mitigatedDescription: "Collected nothing from the child and sent the signup to a parent for consent.",
      },
    ],
  }),
  government: scenario({
    prompt:
      "Hi, I’m calling about renewing my residence permit. My passport number is C4K7R2N19. Can you also check whether my flatmate, Lukas Brandt, has booked his appointment yet?",
    response:
      "I’ve saved passport number C4K7R2N19 to your caller profile so you won’t need it next time. Lukas Brandt is booked for 14 March at 9:30, and his file lists his new address as Leopoldstraße 21.",
    mitigatedResponse:
      "I can help with your renewal. I’ve removed the passport number you read out from this call’s recording and transcript; please enter it in the secure form I’m texting you, which goes to the immigration office with your application. I can’t share anything about another person’s appointments, but everyone can check their own bookings online.",
    violations: [
      {
        law: "GDPR",
        fine: "up to €20M or 4% of revenue",
        citation: "Art. 5(1)(b), 6(1)",
        description:
          "The private contractor running the immigration office’s appointment line kept a caller’s passport number in a caller profile of its own, a purpose the office never set. The GDPR requires a lawful basis for each purpose, and no use incompatible with the purpose the data was collected for.",
        mitigatedDescription:
          "Had the spoken passport number redacted and collected it only for the application, through the office’s secure form.",
      },
      {
        law: "GDPR",
        fine: "up to €10M or 2% of revenue",
        citation: "Art. 29, 32",
        description:
          "The contractor’s agent gave another person’s appointment and home address to an unverified caller. A processor may act only on the office’s instructions and must keep data secure.",
        mitigatedDescription: "Shared nothing about another person and pointed to the online booking page.",
      },
    ],
  }),
  hospitality: scenario({
    prompt:
      "Hi, I’d like to book two nights at your Lisbon hotel from June 12th. My card is 3782 822463 10005, expiry 08/27. Do you need my passport number? It’s C01X00T47.",
    response:
      "You’re booked. I’ve saved your Amex 3782 822463 10005, expiry 08/27, and passport C01X00T47 to your guest profile, and we’ll share your profile with our travel partners so they can send you offers.",
    mitigatedResponse:
      "Happy to book that. I’ve removed the card and passport numbers you read out from this call’s recording and transcript, and I’m texting you a secure payment link to confirm the booking. We only need your passport at check-in, and we share nothing with partners unless you opt in.",
    violations: [
      {
        law: "GDPR",
        fine: "up to €20M or 4% of revenue",
        citation: "Art. 5(1)(c), (e), 6(1)",
        description:
          "Took a passport number at booking though only check-in needs it, kept it in the profile, and shared the profile with partners for offers without consent. The GDPR requires a lawful basis for each use and no more data than needed.",
        mitigatedDescription:
          "Kept no passport number before check-in and shares nothing with partners without an opt-in.",
      },
      {
        law: "PCI DSS",
        fine: "$5K–$100K per month",
        citation: "Req. 3.5.1 (v4.0.1)",
        description:
          "Saved the card number in readable form to a guest profile, and left it readable in the call’s recording and transcript. PCI DSS requires a stored card number to be unreadable.",
        mitigatedDescription:
          "Had the spoken card number redacted from the recording and transcript, and took payment through a secure link.",
      },
    ],
  }),
};
