/** sha256 sources for Content-Security-Policy, from a page's inline scripts and styles. */
import { createHash } from "node:crypto";

function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Every inline `<script>` that CSP governs: JavaScript (JSON-LD and other data blocks are not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attributes = "", body = "" } = match.groups ?? {};
    // An empty script is never run, so the policy never checks it.
    if (/\ssrc=/.test(attributes) || body === "") continue;
    const type = /\stype="?([^"\s>]*)/.exec(attributes)?.[1];
    if (type && !["module", "text/javascript"].includes(type)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

/** Every inline `<style>` element, such as the one Astro writes for its islands. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256Source(match[1] ?? "")))];
}
