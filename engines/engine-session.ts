/** What the cross-engine smoke test needs from a browser, whichever protocol drives it. */
export interface EngineSession {
  /** The engine and its version, e.g. "firefox/153.7.0". */
  readonly version: string;
  /** Opens a path of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /** A pointer click at the element's centre, after scrolling it into view. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the element's centre, after scrolling it into view. */
  hover(selector: string): Promise<void>;
  /** The value of a JavaScript expression, evaluated by the driver (it works with the page's scripts off). */
  read<T>(expression: string): Promise<T>;
  /** Console errors and uncaught exceptions since the page opened. */
  problems(): Promise<string[]>;
  /** Whether `problems()` includes what a page logs while it is parsed (classic WebDriver starts after load). */
  readonly seesParseTimeLogs: boolean;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** The site's origin, e.g. http://127.0.0.1:4177. */
  baseURL: string;
  /** False: the engine runs no script of the page's own, as for a visitor with JavaScript off. */
  javaScript: boolean;
}

export const VIEWPORT = { width: 1280, height: 900 } as const;
