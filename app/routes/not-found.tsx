import { useEffect } from "react";
import { useLocation } from "react-router";
import { StatusPage } from "~/components/status-page";
import { notFoundPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: notFoundPage.metaTitle, description: notFoundPage.metaDescription, noindex: true });

export default function NotFound() {
  // The live path, read after hydration: the prerendered HTML is shared by every unknown URL.
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(notFoundPage.logMessage, pathname);
  }, [pathname]);

  return (
    <StatusPage
      tone="neutral"
      title={notFoundPage.title}
      description={notFoundPage.description}
      action={{ label: notFoundPage.homeLabel, href: "/" }}
    />
  );
}
