import { PageFrame } from "~/components/page-frame";
import { staticIsland } from "~/components/static-island";
import { privacyPage } from "~/config/pages";
import { privacyPage as copy } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: privacyPage.path });

// The document has no script behaviour: its text is in the HTML only, not in the page's JavaScript.
const PrivacyDocument = staticIsland("privacy-document", () =>
  import("~/sections/privacy-document").then((module) => ({ default: module.PrivacyDocument })),
);

export default function Privacy() {
  return (
    <PageFrame>
      <PrivacyDocument />
    </PageFrame>
  );
}
