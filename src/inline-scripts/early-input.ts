/**
 * /check's form shows from the first paint, and its island starts only when the form is first used (decision 019).
 * What a visitor does before it runs must not be lost or misread by the browser. This script, inline in the page's
 * HTML (the build hashes it into the page's Content-Security-Policy), takes care of two things until then:
 * - a file dropped on the transcript box, which the browser would open in place of the page: it goes into the form's
 *   file picker instead;
 * - "Check the call" pressed (or Enter in a field): the browser would submit the form and reload the page; the form
 *   is marked as asked instead (`data-asked`), until the island marks it ready (`data-ready`).
 * The island finds both when it starts (src/islands/call-checker/call-checker.tsx). Once it runs, it handles drops
 * itself and marks them handled, and this leaves them alone. Text dragged onto the box is the browser's to insert.
 */
import { FIELD_IDS } from "#src/islands/call-checker/field-ids.ts";

const withFiles = (event: DragEvent): event is DragEvent & { dataTransfer: DataTransfer } =>
  event.target instanceof Element &&
  event.target.closest(`#${FIELD_IDS.transcript}`) !== null &&
  event.dataTransfer !== null &&
  event.dataTransfer.types.includes("Files");

addEventListener("dragover", (event) => {
  if (withFiles(event)) event.preventDefault();
});
addEventListener("drop", (event) => {
  const picker = document.getElementById(FIELD_IDS.file);
  if (event.defaultPrevented || !withFiles(event) || !(picker instanceof HTMLInputElement)) return;
  event.preventDefault();
  picker.files = event.dataTransfer.files;
});
// Captured at the window, before the island's own listener: until the island marks the form ready, its state may
// not hold what the form shows yet.
addEventListener(
  "submit",
  (event) => {
    const { target } = event;
    if (!(target instanceof HTMLFormElement) || target.id !== FIELD_IDS.form || target.hasAttribute("data-ready"))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.dataset.asked = "";
  },
  true,
);
