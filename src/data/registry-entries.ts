/**
 * A registry of src/data/ read and checked once, entry by entry, against its schema: the one way the site reads its
 * data (the pages, the Tailwind plugin, the build's Node steps and the tests import the same modules). An entry that
 * breaks its schema stops whoever reads it first (the build, a test) with the file, the entry and each field's
 * problem.
 */
import type { z } from "astro/zod";

export function registryEntries<Schema extends z.ZodType>(
  file: string,
  data: Readonly<Record<string, unknown>>,
  schema: Schema,
): [key: string, entry: z.output<Schema>][] {
  return Object.entries(data).map(([key, entry]) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`${file}, entry "${key}": ${problems}`);
    }
    return [key, result.data];
  });
}
