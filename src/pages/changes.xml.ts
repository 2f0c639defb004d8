/** /changes.xml: the RSS feed of /changes, newest first, each item linking to its entry there. */
import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { CHANGES_FEED_PATH, CHANGES_PATH } from "#src/config/guides.ts";
import { changesCopy } from "#src/content/guide-copy.ts";
import { changesNewestFirst } from "#src/lib/changes.ts";

export async function GET(context: APIContext): Promise<Response> {
  const changes = await changesNewestFirst();
  return rss({
    title: changesCopy.feedTitle,
    description: changesCopy.feedDescription,
    // The channel links to the page the feed mirrors; items link to their entry on it.
    site: new URL(CHANGES_PATH, context.site).href,
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    items: changes.map((change) => ({
      title: change.data.title,
      pubDate: change.data.date,
      link: `${CHANGES_PATH}#${change.id}`,
      description: change.rendered?.html ?? change.body ?? "",
      categories: change.data.regulations,
    })),
    customData: `<language>en-us</language><atom:link href="${new URL(CHANGES_FEED_PATH, context.site).href}" rel="self" type="application/rss+xml"/>`,
  });
}
