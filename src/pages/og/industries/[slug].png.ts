/** /og/industries/<id>.png: an industry page's social card (src/lib/guide-social-images.ts). */
import { industryImage, industryImagePaths } from "#src/lib/guide-social-images.ts";

export const getStaticPaths = industryImagePaths;
export const GET = industryImage;
