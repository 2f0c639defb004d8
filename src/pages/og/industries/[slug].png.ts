/** /og/industries/<id>.png: an industry page's social card (src/lib/guide-social-images.ts). */
import { industryImage, industryImagePaths } from "~/lib/guide-social-images";

export const getStaticPaths = industryImagePaths;
export const GET = industryImage;
