/** /og/regulations/<slug>.png: a regulation guide's social card (src/lib/guide-social-images.ts). */
import { regulationImage, regulationImagePaths } from "#src/lib/guide-social-images.ts";

export const getStaticPaths = regulationImagePaths;
export const GET = regulationImage;
