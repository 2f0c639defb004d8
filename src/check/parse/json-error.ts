/**
 * Where a JSON text stops being JSON: the offset of the first character a JSON parser cannot accept. Browsers word
 * `JSON.parse` errors differently and not all say where, so the checker finds the place itself, in one pass.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at] ?? "")) at++;
  };
  const fail = (): never => {
    throw at;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, at)) at += word.length;
    else fail();
  };
  const string = () => {
    at++;
    while (at < text.length && text[at] !== '"') {
      if (text[at] === "\\") at++;
      else if ((text.charCodeAt(at) ?? 0) < 32) fail();
      at++;
    }
    if (at >= text.length) fail();
    at++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) fail();
    at += match?.[0].length ?? 0;
  };
  const value = (depth: number): void => {
    if (depth > 512) fail();
    space();
    const char = text[at];
    if (char === "{") {
      at++;
      space();
      if (text[at] === "}") return void at++;
      for (;;) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ":") fail();
        at++;
        value(depth + 1);
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "}") return void at++;
        else fail();
      }
    }
    if (char === "[") {
      at++;
      space();
      if (text[at] === "]") return void at++;
      for (;;) {
        value(depth + 1);
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "]") return void at++;
        else fail();
      }
    }
    if (char === '"') return string();
    if (char === "t") return literal("true");
    if (char === "f") return literal("false");
    if (char === "n") return literal("null");
    return number();
  };
  try {
    value(0);
    space();
    return at < text.length ? at : -1;
  } catch (offset) {
    return typeof offset === "number" ? offset : 0;
  }
}
