import { useEffect, useRef, type ChangeEvent, type DragEvent, type SyntheticEvent } from "react";
import { listedPlaces, type RuleReach } from "#check/place.ts";
import { DIRECTIONS, type CheckSettings } from "#check/types.ts";
import { buttonClasses } from "#src/components/button-classes.ts";
import type { CheckPageText } from "#src/content/check-page.ts";
import { ChoiceField } from "./choice-field.tsx";
import { FIELD_IDS } from "./field-ids.ts";
import { fieldClasses, FormField } from "./form-field.tsx";

interface CheckerFormProps {
  /** The island holds what the form held before it ran: from then on it takes the form's submits (`data-ready`). */
  ready: boolean;
  source: string;
  settings: CheckSettings;
  /** The places "Other party's location" offers, from the registry, by code. */
  places: RuleReach["places"];
  /** The speaker labels to choose the agent from, when the transcript's are not recognized. */
  speakerLabels: readonly string[] | null;
  onSource: (source: string) => void;
  onSettings: (settings: CheckSettings) => void;
  onFile: (file: File) => void;
  /** Several files chosen, or a folder's (`fromFolder`): a batch. */
  onPicked: (files: readonly File[], fromFolder: boolean) => void;
  /** Files and folders dropped, a folder among them: a batch. */
  onDropped: (entries: readonly FileSystemEntry[]) => void;
  onCheck: () => void;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
}

const pickerClasses =
  "mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-accent-50 file:px-4 file:font-medium file:text-accent-800";

/** The transcript, its file, the settings a user can change, and "Check the call". */
export function CheckerForm({
  ready,
  source,
  settings,
  places,
  speakerLabels,
  onSource,
  onSettings,
  onFile,
  onPicked,
  onDropped,
  onCheck,
  text,
}: CheckerFormProps) {
  // A folder and all it holds, once the checker runs: `webkitdirectory` is in no HTML standard yet, so the page's HTML
  // does not carry it (the Nu checker refuses it); until then this picker takes files.
  const folderPicker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (folderPicker.current) folderPicker.current.webkitdirectory = true;
  }, []);
  const set = (patch: Partial<CheckSettings>) => {
    onSettings({ ...settings, ...patch });
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const { files, items } = event.dataTransfer;
    const [file] = files;
    if (!file) return;
    event.preventDefault();
    // The entries are read while the drop is handled: the browser empties the list once it returns.
    const entries = [...items].flatMap((item) => item.webkitGetAsEntry() ?? []);
    if (entries.some(({ isDirectory }) => isDirectory)) onDropped(entries);
    else if (files.length > 1) onPicked([...files], false);
    else onFile(file);
  };
  return (
    <form
      id={FIELD_IDS.form}
      data-ready={ready ? "" : undefined}
      className="space-y-5 print:hidden"
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
        onCheck();
      }}
    >
      <FormField id={FIELD_IDS.transcript} label={text.transcriptLabel} hint={text.formats}>
        <textarea
          id={FIELD_IDS.transcript}
          value={source}
          rows={12}
          spellCheck={false}
          aria-describedby={`${FIELD_IDS.transcript}-hint`}
          className={`${fieldClasses} font-mono text-xs`}
          onChange={(event) => {
            onSource(event.target.value);
          }}
          onDragOver={(event) => {
            event.preventDefault();
          }}
          onDrop={onDrop}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={FIELD_IDS.file} label={text.fileLabel}>
          <input
            id={FIELD_IDS.file}
            type="file"
            multiple
            accept=".txt,.json,.jsonl,.vtt,.srt,text/plain,text/vtt,application/x-subrip,application/json"
            aria-describedby="batch-hint"
            className={pickerClasses}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 1) onPicked(files, false);
              else if (files[0]) onFile(files[0]);
            }}
          />
        </FormField>
        <FormField id={FIELD_IDS.folder} label={text.folderLabel}>
          <input
            id={FIELD_IDS.folder}
            type="file"
            ref={folderPicker}
            aria-describedby="batch-hint"
            className={pickerClasses}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 0) onPicked(files, true);
            }}
          />
        </FormField>
        <p id="batch-hint" className="text-xs text-slate-600 sm:col-span-2">
          {text.batchHint}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id={FIELD_IDS.direction}
          label={text.directionLabel}
          value={settings.direction}
          options={DIRECTIONS.map((value) => ({
            value,
            label: text.directions[value],
          }))}
          onChange={(value) => {
            set({ direction: value as CheckSettings["direction"] });
          }}
        />
        <FormField id={FIELD_IDS.businessName} label={text.businessLabel} hint={text.businessHint}>
          <input
            id={FIELD_IDS.businessName}
            type="text"
            value={settings.businessName}
            autoComplete="organization"
            aria-describedby={`${FIELD_IDS.businessName}-hint`}
            className={fieldClasses}
            onChange={(event) => {
              set({ businessName: event.target.value });
            }}
          />
        </FormField>
        <ChoiceField
          id={FIELD_IDS.location}
          label={text.locationLabel}
          hint={text.locationHint}
          value={settings.location}
          options={[
            { value: "unknown", label: text.locations.unknown },
            ...listedPlaces({ places }).map(([value, { name }]) => ({ value, label: name })),
            { value: "elsewhere", label: text.locations.elsewhere },
          ]}
          onChange={(value) => {
            set({ location: value });
          }}
        />
        <FormField id={FIELD_IDS.date} label={text.dateLabel} hint={text.dateHint}>
          <input
            id={FIELD_IDS.date}
            type="date"
            value={settings.date}
            min="1990-01-01"
            max="2100-12-31"
            aria-describedby={`${FIELD_IDS.date}-hint`}
            className={fieldClasses}
            onChange={(event) => {
              set({ date: event.target.value });
            }}
          />
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
        <input
          id={FIELD_IDS.recorded}
          type="checkbox"
          checked={settings.recorded}
          className="size-5 rounded border-slate-300 text-accent-600"
          onChange={(event) => {
            set({ recorded: event.target.checked });
          }}
        />
        {text.recordedLabel}
      </label>
      {speakerLabels ? (
        <ChoiceField
          id={FIELD_IDS.agentSpeaker}
          label={text.agentSpeakerLabel}
          value={settings.agentSpeaker}
          options={[{ value: "", label: "—" }, ...speakerLabels.map((label) => ({ value: label, label }))]}
          onChange={(value) => {
            set({ agentSpeaker: value });
          }}
        />
      ) : null}
      {/* Pressed before the island ran, the form is marked as asked (data-asked) until the island checks it. */}
      <button
        type="submit"
        className={`${buttonClasses("primary")} in-data-asked:cursor-progress in-data-asked:opacity-60`}
      >
        {text.submit}
      </button>
    </form>
  );
}
