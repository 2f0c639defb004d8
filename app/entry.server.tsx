/**
 * Renders a page at build time (the site is only ever prerendered: `ssr: false`).
 * It waits for everything, lazily loaded components included, so each HTML file is complete
 * and needs no JavaScript to show its content.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { firstInHeadOf, withFirstInHead } from "./lib/first-in-head";
import { allPreloaded } from "./lib/prerender";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await allPreloaded();
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The page is written whole, in order: React would otherwise move large Suspense boundaries to the end
      // of the HTML and put them back in place with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        new Response(createReadableStreamFromReadable(body)).text().then(resolve, reject);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
  const firstInHead = firstInHeadOf(routerContext);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(firstInHead ? withFirstInHead(html, firstInHead) : html, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
