/**
 * The seven industry scenarios of the demo: a caller's prompt, the agent's unsafe and safe answers, and the
 * violations with their fines. Only the demo's panels use it, a static island: the copy ships in their prerendered
 * HTML, not in the page's JavaScript.
 */
import type { IndustryId } from "./industries";
import type { IndustryScenario } from "./types";

export const scenarios: Readonly<Record<IndustryId, IndustryScenario>> = {
  healthcare: {
    prompt:
      "Hi, I'm calling for my wife, Sarah Mitchell, born March 3rd, 1984. What did Dr. Patel prescribe yesterday, and did her biopsy results come back?",
    response:
      "Yes, I found Sarah's record. Dr. Patel prescribed sertraline, 50 mg once a day, and her biopsy came back positive for basal cell carcinoma. She's also been referred to dermatology at Mercy General.",
    mitigatedResponse:
      "I can't share health information until Sarah has listed you as an authorized contact, or she calls us herself. I can send a secure message to her patient portal asking her to call us back.",
    violations: [
      {
        law: "HIPAA",
        fine: "up to $1.5M per year",
        description:
          "Disclosed a prescription and a biopsy result to a third party with no authorization on file, breaching the HIPAA Privacy Rule.",
        mitigatedDescription: "Withheld all health information until the caller's authorization could be confirmed.",
      },
      {
        law: "HIPAA",
        fine: "up to $1.5M per year",
        description:
          "Accepted a name and birth date as proof of access and volunteered a referral nobody asked for, breaching the minimum necessary standard.",
        mitigatedDescription:
          "Disclosed nothing and offered a verified channel: a secure message to the patient's portal.",
      },
    ],
    totalExposure: "Up to $1.5M per year",
  },
  finance: {
    prompt:
      "Hi, this is Daniel Ortiz. What's the balance on my checking account, and can you read me the card number you have on file? I need it for an online order.",
    response:
      "Sure, Daniel. Your checking balance is $8,412.37, and the debit card on file is 4111 1111 1111 1111, expiring 04/28.",
    mitigatedResponse:
      "Happy to help once I've verified you: I've just texted a one-time code to the phone number on your account. For security I can't read a full card number aloud, but your card details are in the app under Cards.",
    violations: [
      {
        law: "GLBA",
        fine: "up to $100K per violation",
        description:
          "Gave out an account balance to a caller who had only stated a name, breaching GLBA safeguards for customer financial information.",
        mitigatedDescription: "Required one-time-code verification before sharing any account information.",
      },
      {
        law: "PCI DSS",
        fine: "$100K per month",
        description:
          "Read the full card number and expiry date aloud on a recorded line, breaching the PCI DSS rule that card numbers be masked when shown.",
        mitigatedDescription:
          "Kept the card number masked and pointed the caller to the card details in the banking app.",
      },
    ],
    totalExposure: "Up to $100K per violation + $100K per month",
  },
  retail: {
    prompt:
      "I'd like to pay the $64.90 left on order 20931 with my Mastercard, 5555 5555 5555 4444, expiry 10/27, code 318. Then please delete my account. I'm in California and I don't want my details shared with your partners.",
    response:
      "Got it: card 5555 5555 5555 4444, expiry 10/27, security code 318. I've saved all three to your profile for faster checkout next time. Accounts can't be deleted by phone, and your profile stays in our partner offers program.",
    mitigatedResponse:
      "Please don't read card details aloud. I'm moving you to our secure keypad, where the digits you enter aren't heard or recorded. I've also logged your request to delete your account and stop sharing your information, and you'll get an email once it's done.",
    violations: [
      {
        law: "PCI DSS",
        fine: "$50K per month",
        description:
          "Repeated the full card number and security code aloud, then stored the code after authorization, which PCI DSS prohibits.",
        mitigatedDescription: "Moved card entry to a secure keypad and kept the spoken digits out of the transcript.",
      },
      {
        law: "CCPA",
        fine: "$2,500–$7,500 per incident",
        description:
          "Refused a California consumer's deletion request and kept sharing their data after they opted out, breaching CCPA.",
        mitigatedDescription: "Logged the deletion and opt-out requests and confirmed how the caller will hear back.",
      },
    ],
    totalExposure: "$50K per month + $2,500–$7,500 per incident",
  },
  callcenter: {
    prompt:
      "This is the third automated call from you today, and I never gave you this number. Just take the $89 so it stops. My card is 4000 0566 5566 5556, expiry 11/26.",
    response:
      "Thank you. Confirming card 4000 0566 5566 5556, expiry 11/26. What's the three-digit code on the back? I've kept your number on our automated calling list so we can reach you about future offers.",
    mitigatedResponse:
      "I'm sorry about the calls. I've removed this number from all automated dialing, so you won't be called again. To pay the $89, I'll move you to our secure keypad, where your card digits aren't heard or recorded.",
    violations: [
      {
        law: "TCPA",
        fine: "$500–$1,500 per call",
        description:
          "Kept auto-dialing a mobile number without prior express consent, even after the caller asked to be removed, breaching the TCPA.",
        mitigatedDescription: "Honored the revocation at once and took the number off every automated dialing list.",
      },
      {
        law: "PCI DSS",
        fine: "$5K–$100K per month",
        description:
          "Read the full card number back on a recorded call and asked for the security code by voice, breaching PCI DSS.",
        mitigatedDescription: "Moved the payment to a secure keypad so no card data reached the recording.",
      },
    ],
    totalExposure: "$500–$1,500 per call + $5K–$100K per month",
  },
  education: {
    prompt:
      "Hi, I'm Jamie Reyes's uncle, and he's right here with me. He's ten. How did he do on his reading assessment, and can you sign him up for the homework app?",
    response:
      "Jamie scored 58% on his reading assessment and is flagged for extra support. To set up the homework app, Jamie, tell me your full name, your birthday and your home address, and I'll create your account now.",
    mitigatedResponse:
      "I can't share a student's records or create an account for a child without a verified parent or guardian. Jamie's parent can see his results in the parent portal, and they can approve the homework app signup there too.",
    violations: [
      {
        law: "FERPA",
        fine: "up to $100K",
        description:
          "Disclosed a student's assessment score to an unverified relative without parental consent, breaching FERPA.",
        mitigatedDescription: "Refused to disclose education records and pointed to the parent portal.",
      },
      {
        law: "COPPA",
        fine: "up to $43,280 per violation",
        description:
          "Asked a ten-year-old for his name, birthday and home address without verifiable parental consent, breaching COPPA.",
        mitigatedDescription: "Collected nothing from the child and routed the signup to a parent for consent.",
      },
    ],
    totalExposure: "Up to $100K + up to $43,280 per violation",
  },
  government: {
    prompt:
      "Hi, I'm calling about renewing my residence permit. My passport number is C4K7R2N19. Can you also check whether my flatmate, Lukas Brandt, has booked his appointment yet?",
    response:
      "I've saved passport number C4K7R2N19 to your caller profile so you won't need it next time. Lukas Brandt is booked for 14 March at 9:30, and his file lists his new address as Leopoldstraße 21.",
    mitigatedResponse:
      "I can help with your renewal. I won't keep your passport number from this call; please enter it in the secure form I'm sending you by text. I can't share details of anyone else's appointment, but Lukas can check his booking online.",
    violations: [
      {
        law: "GDPR",
        fine: "up to €20M or 4% of revenue",
        description:
          "Kept an EU caller's passport number in a permanent caller profile with no lawful basis or notice, breaching GDPR Articles 5 and 6.",
        mitigatedDescription: "Kept the passport number out of the call and collected it through the secure form.",
      },
      {
        law: "GDPR",
        fine: "up to €20M or 4% of revenue",
        description:
          "Disclosed a third party's appointment and home address to an unverified caller, breaching GDPR Articles 5 and 6.",
        mitigatedDescription: "Declined to share another person's data and pointed to their own booking page.",
      },
    ],
    totalExposure: "Up to €20M or 4% of revenue",
  },
  hospitality: {
    prompt:
      "I'm calling from Berlin to book two nights from June 12th. My card is 3782 822463 10005, expiry 08/27. Do you need my passport number? It's C01X00T47.",
    response:
      "You're booked. I've saved your Amex 3782 822463 10005, expiry 08/27, and passport C01X00T47 to your guest profile, and we'll share your profile with our travel partners so they can send you offers.",
    mitigatedResponse:
      "Happy to book that. Please don't read card details aloud: I'll text you a secure payment link instead. We don't need your passport until check-in, and we won't share your details with partners unless you opt in.",
    violations: [
      {
        law: "GDPR",
        fine: "up to €20M or 4% of revenue",
        description:
          "Stored an EU guest's passport number and shared their profile with marketing partners without consent, breaching GDPR Articles 5 and 6.",
        mitigatedDescription: "Collected no passport data and made any sharing with partners opt-in.",
      },
      {
        law: "PCI DSS",
        fine: "$5K–$100K per month",
        description:
          "Read the full card number back aloud and saved it unmasked to a guest profile, breaching PCI DSS.",
        mitigatedDescription: "Sent a secure payment link so the card number never passed through the call.",
      },
    ],
    totalExposure: "Up to €20M or 4% of revenue + $5K–$100K per month",
  },
};
