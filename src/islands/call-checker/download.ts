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

/** The redacted copy's file name and type follow the input's format. */
export function redactedFile(format: string): { name: string; type: string } {
  if (format === "plain") return { name: "transcript-redacted.txt", type: "text/plain" };
  if (format === "webvtt") return { name: "transcript-redacted.vtt", type: "text/vtt" };
  if (format === "srt") return { name: "transcript-redacted.srt", type: "application/x-subrip" };
  return { name: "transcript-redacted.json", type: "application/json" };
}
