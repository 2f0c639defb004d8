/**
 * The line a value of a JSON document starts on, by its path (["messages", 3, "content"]): for a finding in a JSON
 * transcript, so that code scanning shows it on its line, as it needs a line to show a result at all. The text has
 * been read as JSON already (the engine parsed it), so this scan only walks it.
 */

type Path = readonly (string | number)[];

/** The line (1-based) each wanted path's value starts on, the paths written as JSON.stringify writes them. */
export function linesOfPaths(text: string, wanted: ReadonlySet<string>): Map<string, number> {
  const found = new Map<string, number>();
  let at = 0;
  let line = 1;
  const space = () => {
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === 10) line++;
      else if (code !== 32 && code !== 9 && code !== 13 && code !== 0xfeff) return;
    }
  };
  // No raw line break can be inside a JSON string: only the white space between values counts lines.
  const string = (): string => {
    const start = at++;
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: Path): void => {
    space();
    const key = JSON.stringify(path);
    if (wanted.has(key) && !found.has(key)) found.set(key, line);
    const opening = text[at];
    if (opening === "{" || opening === "[") {
      const closing = opening === "{" ? "}" : "]";
      at++;
      space();
      if (text[at] === closing) {
        at++;
        return;
      }
      for (let index = 0; at < text.length; index++) {
        space();
        if (opening === "{") {
          const name = string();
          space();
          at++; // the colon
          value([...path, name]);
        } else value([...path, index]);
        space();
        if (text[at++] === closing) return;
      }
    } else if (opening === '"') string();
    else while (at < text.length && !/[\s,\]}]/.test(text[at] ?? "")) at++;
  };
  value([]);
  return found;
}
