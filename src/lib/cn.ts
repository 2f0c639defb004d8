import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components offer variants rather than accepting
 * conflicting utilities, so no Tailwind-aware merge (9 KB gzip) is shipped.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
