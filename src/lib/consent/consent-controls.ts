/**
 * The script of the two pages where the ad-measurement choice is made: the confirmation page's banner and the
 * privacy choices page (src/components/consent-banner.tsx, privacy-choices-panel.tsx). Their markup is rendered at
 * build; this shows what applies, stores the answer when one is given, and on the confirmation page sends the one
 * conversion after Accept. No other page runs it, and nothing is stored or sent before an answer.
 */
import { storageKey, type ConsentValue } from "#src/config/ad-measurement.ts";
import { localStore, sessionStore } from "./browser-storage.ts";
import { conversionPlan, randomId, sendsGpc, storedChoice } from "./choice.ts";
import { ADS_ID, ADS_LABEL, CONSENT_CHOICE, CONSENT_PART, CONSENT_ROOT, type ConsentPart } from "./consent-dom.ts";
import { sendBookingConversion, withdrawFromTag } from "./google-tag.ts";
import { deleteSiteCookies } from "./site-cookies.ts";

/** Shows exactly the given parts of a root, hides its others. */
function show(root: Element, visible: readonly ConsentPart[]): void {
  for (const part of root.querySelectorAll<HTMLElement>(`[${CONSENT_PART}]`)) {
    part.hidden = !visible.includes(part.getAttribute(CONSENT_PART) as ConsentPart);
  }
}

/** Calls `answer` with the choice of the Accept or Reject button pressed inside the root. */
function onAnswer(root: Element, answer: (choice: ConsentValue) => void): void {
  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${CONSENT_CHOICE}]`) : null;
    const choice = button?.getAttribute(CONSENT_CHOICE);
    if (choice === "granted" || choice === "denied") answer(choice);
  });
}

/** Stores the answer; a Reject also withdraws what an earlier Accept allowed. */
function record(choice: ConsentValue): void {
  localStore.set(storageKey.adsConsent, choice);
  if (choice === "granted") return;
  withdrawFromTag();
  sessionStore.remove(storageKey.conversionSent);
  deleteSiteCookies(location.hostname, (cookie) => {
    document.cookie = cookie;
  });
}

/**
 * Runs `send` once the page has painted: an Accept stored earlier sends the conversion as the page opens, and the
 * tag's request must not compete with the page's own (nothing is requested before the first paint).
 */
function afterFirstPaint(send: () => void): void {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(send, 0));
  if (document.readyState === "complete") nextFrame();
  else addEventListener("load", nextFrame, { once: true });
}

/** The confirmation page: ask if there is no choice, send the conversion once there is an Accept. */
function runBanner(root: Element): void {
  const account = { id: root.getAttribute(ADS_ID) ?? "", conversionLabel: root.getAttribute(ADS_LABEL) ?? "" };
  const act = (answered: boolean) => {
    const plan = conversionPlan({
      choice: storedChoice(localStore),
      gpc: sendsGpc(navigator),
      sentId: sessionStore.get(storageKey.conversionSent),
      newId: randomId,
    });
    if (plan.kind === "send") {
      const { transactionId } = plan;
      const send = () => {
        sessionStore.set(storageKey.conversionSent, transactionId);
        sendBookingConversion(account, transactionId);
      };
      if (answered) send();
      else afterFirstPaint(send);
    }
    if (plan.kind === "gpc") show(root, ["gpc"]);
    else if (plan.kind === "ask") show(root, ["question"]);
    else if (answered) {
      const outcome = plan.kind === "rejected" ? "outcome-denied" : "outcome-granted";
      show(root, [outcome]);
      root.querySelector<HTMLElement>(`[${CONSENT_PART}="${outcome}"]`)?.focus();
    } else show(root, []);
  };
  onAnswer(root, (choice) => {
    record(choice);
    act(true);
  });
  act(false);
}

/** The privacy choices page: state the choice in force, and change it. Under GPC there is nothing to accept. */
function runChoices(root: Element): void {
  const render = () => {
    if (sendsGpc(navigator)) show(root, ["status-gpc"]);
    else show(root, [`status-${storedChoice(localStore) ?? "none"}`, "controls"]);
  };
  onAnswer(root, (choice) => {
    record(choice);
    render();
  });
  render();
}

/** Runs every consent root on the page (src/components/consent-script.astro calls it once). */
export function startConsentControls(page: ParentNode): void {
  for (const root of page.querySelectorAll(`[${CONSENT_ROOT}]`)) {
    if (root.getAttribute(CONSENT_ROOT) === "banner") runBanner(root);
    else runChoices(root);
  }
}
