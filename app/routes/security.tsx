import { PageFrame } from "~/components/page-frame";
import { staticIsland } from "~/components/static-island";
import { securityPage } from "~/config/pages";
import { securityPage as copy } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: securityPage.path });

// The document has no script behaviour: its text is in the HTML only, not in the page's JavaScript.
const SecurityDocument = staticIsland("security-document", () =>
  import("~/sections/security-document").then((module) => ({ default: module.SecurityDocument })),
);

export default function Security() {
  return (
    <PageFrame>
      <SecurityDocument />
    </PageFrame>
  );
}
