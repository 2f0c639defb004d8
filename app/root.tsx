import interLatinWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { lazy, Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ConsentBannerSlot } from "./components/consent-banner-slot";
import { InPageJumpScript } from "./components/in-page-jump-script";
import { errorPage } from "./content/pages";
import { site } from "./content/site";
import { isDevelopment } from "./config/site-config";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "preload", href: interLatinWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
        <InPageJumpScript />
      </head>
      <body>
        {children}
        {/* No <ScrollRestoration>: it treats a jump to an anchor as a history move and scrolls back to where
            the visitor was. The browser restores positions itself (reload, back, forward). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ConsentBannerSlot />
    </>
  );
}

/** Loaded only when an error happens: the pages that use it every time have it in their own chunk. */
const StatusPage = lazy(() => import("./components/status-page").then((module) => ({ default: module.StatusPage })));

/** Any render error below the root lands here: a branded screen, never a stack trace in production. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : null;

  return (
    <Suspense
      fallback={
        <main>
          <h1>{errorPage.title}</h1>
          <a href="/">{errorPage.homeLabel}</a>
        </main>
      }
    >
      <StatusPage
        tone="risk"
        title={errorPage.title}
        description={errorPage.description}
        action={{ label: errorPage.homeLabel, href: "/", reload: true }}
      >
        {isDevelopment && details ? (
          <pre className="mt-6 max-h-64 overflow-auto rounded-lg bg-slate-950 p-4 text-left text-xs text-slate-100">
            {details}
            {error instanceof Error && error.stack ? `\n\n${error.stack}` : null}
          </pre>
        ) : null}
      </StatusPage>
    </Suspense>
  );
}
