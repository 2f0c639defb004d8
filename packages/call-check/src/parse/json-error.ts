/**
 * Where a JSON text stops being JSON: the offset of the first character a JSON parser cannot accept. Browsers word
 * `JSON.parse` errors differently and not all say where, so the checker finds the place itself, in one pass.
 */
class NotJson extends Error {
  readonly offset: number;
  readonly reason: string | undefined;
  constructor(offset: number, reason?: string) {
    super(`not JSON at ${offset}`);
    this.offset = offset;
    this.reason = reason;
  }
}

/** What may follow a backslash in a JSON string; `u` takes four hex digits. */
const ESCAPE = /^(?:["\\/bfnrt]|u[\da-fA-F]{4})/;

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;

class Reader {
  at = 0;
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  fail(): never {
    throw new NotJson(this.at);
  }

  char(): string | undefined {
    return this.text[this.at];
  }

  space(): void {
    while (this.at < this.text.length && " \t\n\r".includes(this.text[this.at] ?? "")) this.at++;
  }

  expect(char: string): void {
    if (this.char() !== char) this.fail();
    this.at++;
  }

  string(): void {
    this.expect('"');
    while (this.at < this.text.length && this.char() !== '"') {
      if (this.char() === "\\") {
        // JSON.parse stops at a bad escape too, but the scan must say so here: skipping it ran on to the end.
        const escape = this.text.slice(this.at + 1, this.at + 6);
        if (escape === "") this.at++;
        else if (!ESCAPE.test(escape)) {
          const shown = `\\${/^u[\da-fA-F]{0,3}|^[^]?/.exec(escape)?.[0] ?? ""}`;
          throw new NotJson(this.at, `“${shown}” is not a JSON escape`);
        }
        this.at++;
      } else if (this.text.charCodeAt(this.at) < 32) this.fail();
      this.at++;
    }
    this.expect('"');
  }

  /** The members of an object or the items of an array, up to its closing character. */
  members(close: "}" | "]", member: () => void): void {
    this.at++;
    this.space();
    if (this.char() === close) {
      this.at++;
      return;
    }
    for (;;) {
      member();
      this.space();
      if (this.char() !== ",") break;
      this.at++;
    }
    this.expect(close);
  }

  value(depth: number): void {
    if (depth > 512) this.fail();
    this.space();
    const char = this.char();
    if (char === "{") {
      this.members("}", () => {
        this.space();
        this.string();
        this.space();
        this.expect(":");
        this.value(depth + 1);
      });
    } else if (char === "[") {
      this.members("]", () => {
        this.value(depth + 1);
      });
    } else if (char === '"') this.string();
    else {
      const word = ["true", "false", "null"].find((literal) => this.text.startsWith(literal, this.at));
      const length = word?.length ?? NUMBER.exec(this.text.slice(this.at, this.at + 400))?.[0].length ?? 0;
      if (length === 0) this.fail();
      this.at += length;
    }
  }
}

/** Where the text stops being JSON (-1 if it does not), and why when the character there does not say it. */
export function jsonError(text: string): { offset: number; reason?: string } {
  const reader = new Reader(text);
  try {
    reader.value(0);
    reader.space();
    return { offset: reader.at < text.length ? reader.at : -1 };
  } catch (error) {
    if (error instanceof NotJson)
      return error.reason ? { offset: error.offset, reason: error.reason } : { offset: error.offset };
    throw error;
  }
}
