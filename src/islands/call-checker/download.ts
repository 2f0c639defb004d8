/** Saves text as a file, from the page itself: a blob URL, never a request. */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/**
 * The redacted copy's file name and type follow the input's format; the name carries the location and date the check
 * used ("transcript-redacted-CA-2026-08-02.vtt"), since the copy keeps the file's own format and so has no room for them.
 */
export function redactedFile(
  format: string,
  placing: { location: string; date: string },
): { name: string; type: string } {
  const name = `transcript-redacted-${placing.location}-${placing.date}`;
  if (format === "plain") return { name: `${name}.txt`, type: "text/plain" };
  if (format === "webvtt") return { name: `${name}.vtt`, type: "text/vtt" };
  if (format === "srt") return { name: `${name}.srt`, type: "application/x-subrip" };
  return { name: `${name}.json`, type: "application/json" };
}
