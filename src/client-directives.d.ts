/** The site's own client directive (src/lib/client-first-use.ts), for `.astro` files' type checks. */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on first use; a string names the query parameter that starts the island at once. */
    "client:firstuse"?: boolean | string;
  }
}
