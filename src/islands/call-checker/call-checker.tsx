import { useEffect, useEffectEvent, useRef, useState } from "react";
import { MAX_CHARACTERS, tooLarge } from "#check/parse/limits.ts";
import type { RuleReach } from "#check/place.ts";
import { DEFAULT_SETTINGS, type CheckSettings, type RuleWords } from "#check/types.ts";
import type { CheckPageText } from "#src/content/check-page.ts";
import { BatchSection } from "./batch-section.tsx";
import { CheckResults } from "./check-results.tsx";
import { CheckerForm } from "./checker-form.tsx";
import { createChecker, type Checker } from "./checker-client.ts";
import type { WarmUp } from "./warm-up-run.ts";
import { FIELD_IDS } from "./field-ids.ts";
import { onPage, settingsOnPage } from "./settings-on-page.ts";
import { useBatch } from "./use-batch.ts";
import { useCheck } from "./use-check.ts";

/** A demo call the page can load: `/check?demo=<id>` (failing) or `&view=mitigated`. */
export interface DemoCall {
  title: string;
  failing: string;
  mitigated: string;
}

/**
 * Check a call: the form, and once checked the findings, the redacted copy and the exports. Everything runs in this
 * page (the checking in a Web Worker, ./checker-client.ts); nothing is sent or stored, and the address names a demo
 * call at most, never a transcript. Shown from the first paint, so nothing moves when it starts (on first use of the
 * form; what was typed, dropped or asked for before is kept), hidden where scripting is off (the page shows its
 * worked example instead).
 */
export function CallChecker({
  demoCalls,
  ruleWords,
  reach,
  text,
  warmUp,
}: {
  demoCalls: Record<string, DemoCall>;
  /** The rules' words, from the build (packages/call-check/src/rules/index.ts): the worker answers with rule ids only. */
  ruleWords: Readonly<Record<string, RuleWords>>;
  /** The registry's obligations the rules read, and the places to choose (src/lib/rule-reach.ts), from the build. */
  reach: RuleReach;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
  /** The calls the worker checks when it starts, from the build (./warm-up.ts): its script does not carry them. */
  warmUp: WarmUp;
}) {
  const [source, setSource] = useState("");
  const [settings, setSettings] = useState<CheckSettings>(DEFAULT_SETTINGS);
  /** The form holds what was typed, chosen or dropped before the island ran, and takes its own submits. */
  const [ready, setReady] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const checker = useRef<Checker>(null);
  const getChecker = () => (checker.current ??= createChecker(warmUp));
  const { checked, checking, announcement, run, refuse } = useCheck(getChecker, ruleWords, reach, text);
  const batches = useBatch(getChecker, ruleWords, reach);
  /** The results take the focus once a call chosen in a batch's table is checked. */
  const results = useRef<HTMLDivElement>(null);
  const focusResults = useRef(false);

  const loadDemo = useEffectEvent((transcript: string) => {
    setSource(transcript);
    run(transcript, DEFAULT_SETTINGS);
  });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const demo = demoCalls[params.get("demo") ?? ""];
    // The address is read once, after hydration: read while rendering, it would differ from the build's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time load from the address
    if (demo) loadDemo(params.get("view") === "mitigated" ? demo.mitigated : demo.failing);
  }, [demoCalls]);

  useEffect(() => {
    if (checked && !checked.outcome.ok) alert.current?.focus();
    else if (checked && focusResults.current) results.current?.focus();
    focusResults.current = false;
  }, [checked]);

  const onFile = (file: File, options: CheckSettings = settings) => {
    if (file.size > MAX_CHARACTERS * 4) {
      // Bytes, not characters, but never fewer: refused before it is read.
      refuse(tooLarge(file.size), options);
      return;
    }
    file.text().then(
      (transcript) => {
        setSource(transcript);
        run(transcript, options);
      },
      // Moved or deleted since it was chosen, or a folder dropped before the checker ran.
      () => {
        refuse({ kind: "empty", message: text.unreadableFile }, options);
      },
    );
  };

  // What was pasted, chosen or set before the checker ran (the form shows from the first paint) is kept.
  const keepEarlyInput = useEffectEvent(() => {
    const early = settingsOnPage();
    setSettings(early);
    const typed = onPage(FIELD_IDS.transcript, HTMLTextAreaElement)?.value;
    if (typed) setSource(typed);
    const files = [...(onPage(FIELD_IDS.file, HTMLInputElement)?.files ?? [])];
    const folder = [...(onPage(FIELD_IDS.folder, HTMLInputElement)?.files ?? [])];
    if (folder.length > 0 || files.length > 1)
      batches.picked(folder.length > 0 ? folder : files, folder.length > 0, early);
    const [file] = files;
    if (file && files.length === 1 && folder.length === 0) {
      // Its check answers a "Check the call" pressed before.
      const form = onPage(FIELD_IDS.form, HTMLFormElement);
      if (form) delete form.dataset.asked;
      onFile(file, early);
    }
    setReady(true);
  });
  const startChecker = useEffectEvent(() => {
    getChecker().warm();
  });
  useEffect(() => {
    // The island starts when the form is first used (client:firstuse): the worker gets ready while a call is pasted.
    startChecker();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of what the form holds on hydration
    keepEarlyInput();
  }, []);

  // Until the form is marked ready (rendered with what it held before), the early-input script takes its submits and
  // marks it as asked (src/inline-scripts/early-input.ts): checked here, once the state holds that call and settings.
  const checkIfAskedEarly = useEffectEvent(() => {
    const form = onPage(FIELD_IDS.form, HTMLFormElement);
    if (form?.dataset.asked === undefined) return;
    delete form.dataset.asked;
    run(source, settings);
  });
  useEffect(() => {
    // A one-time check of a submit taken before this ran.
    if (ready) checkIfAskedEarly();
  }, [ready]);

  const result = checked?.outcome;
  const speakerLabels = result && !result.ok && result.error.kind === "speakers" ? (result.error.labels ?? null) : null;
  return (
    <div className="noscript:hidden">
      <CheckerForm
        ready={ready}
        source={source}
        settings={settings}
        places={reach.places}
        speakerLabels={speakerLabels ?? (settings.agentSpeaker ? [settings.agentSpeaker] : null)}
        onSource={setSource}
        onSettings={(next) => {
          setSettings(next);
          if (next.agentSpeaker !== settings.agentSpeaker && source) run(source, next);
        }}
        onFile={onFile}
        onPicked={(files, fromFolder) => {
          batches.picked(files, fromFolder, settings);
        }}
        onDropped={(entries) => {
          batches.dropped(entries, settings);
        }}
        text={text}
        onCheck={() => {
          run(source, settings);
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {result && !result.ok ? (
        <p
          ref={alert}
          role="alert"
          tabIndex={-1}
          className="mt-6 rounded-lg bg-risk-50 p-4 text-sm text-risk-700 ring-1 ring-risk-200"
        >
          {result.error.message}
        </p>
      ) : null}
      {batches.batch ? (
        <BatchSection
          batch={batches.batch}
          text={text}
          ruleWords={ruleWords}
          onStop={batches.stop}
          onShow={(transcript) => {
            setSource(transcript);
            focusResults.current = true;
            run(transcript, settings);
          }}
        />
      ) : null}
      {result?.ok && checked ? (
        // While a newer check runs, the previous results are dimmed: they are about to be replaced.
        <div ref={results} tabIndex={-1} className={checking ? "opacity-60" : undefined}>
          <CheckResults call={result.call} checkedAt={checked.checkedAt} text={text} />
        </div>
      ) : null}
    </div>
  );
}
