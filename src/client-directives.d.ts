/** The site's own client directive (src/lib/client-after-paint.ts), for `.astro` files' type checks. */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
