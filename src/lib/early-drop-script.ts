import { minifyInlineScript } from "./minify-inline-script";

/**
 * /check's form shows from the first paint, before its island runs. A file dropped on the transcript box then would
 * be opened by the browser in place of the page. This script, inline in the page's HTML (the build hashes it into the
 * page's Content-Security-Policy), takes such a drop and puts the file in the form's file picker, where the island
 * finds it when it starts and checks it (`keepEarlyInput` in src/islands/call-checker/call-checker.tsx). Once the
 * island runs, it handles drops itself and marks them handled, and this leaves them alone. Text dragged onto the box
 * is the browser's to insert.
 */
export function earlyDropScript({ box, picker }: { box: string; picker: string }): string {
  return minifyInlineScript(`(() => {
  const withFiles = (event) =>
    event.target instanceof Element &&
    event.target.closest(${JSON.stringify(`#${box}`)}) !== null &&
    event.dataTransfer !== null &&
    event.dataTransfer.types.includes("Files");
  addEventListener("dragover", (event) => {
    if (withFiles(event)) event.preventDefault();
  });
  addEventListener("drop", (event) => {
    const picker = document.getElementById(${JSON.stringify(picker)});
    if (event.defaultPrevented || !withFiles(event) || !(picker instanceof HTMLInputElement)) return;
    event.preventDefault();
    picker.files = event.dataTransfer.files;
  });
})();`);
}
