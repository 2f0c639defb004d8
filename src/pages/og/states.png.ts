/** /og/states.png: the social card of /states and of each jurisdiction's page (src/lib/guide-social-images.ts). */
export { statesImage as GET } from "#src/lib/guide-social-images.ts";
