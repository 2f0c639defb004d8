/** The demo's seven industries, in tile order: the one list of their ids, with their titles (icons: industry-icons.ts). */
export const industries = [
  { id: "healthcare", title: "Healthcare" },
  { id: "finance", title: "Finance" },
  { id: "retail", title: "Retail" },
  { id: "callcenter", title: "Call Center" },
  { id: "education", title: "Education" },
  { id: "government", title: "Government" },
  { id: "hospitality", title: "Hospitality" },
] as const satisfies readonly { id: string; title: string }[];

export type Industry = (typeof industries)[number];
export type IndustryId = Industry["id"];

export const industryIds: readonly IndustryId[] = industries.map((industry) => industry.id);

/** Each industry's title by id: what the demo's island announces (it carries no icon). */
export const industryTitles = Object.fromEntries(industries.map(({ id, title }) => [id, title])) as Record<
  IndustryId,
  string
>;
