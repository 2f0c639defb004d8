/** /og/regulations/<slug>.png: a regulation guide's social card (src/lib/guide-social-images.ts). */
import { regulationImage, regulationImagePaths } from "~/lib/guide-social-images";

export const getStaticPaths = regulationImagePaths;
export const GET = regulationImage;
