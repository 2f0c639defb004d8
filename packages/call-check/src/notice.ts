/**
 * What the check is, in one sentence: said on the page, with every result and in every export (JSON, CSV, the printed
 * record, and the command line's reports), so that nobody reads a finding as a verdict.
 */
export const checkNotice = (rules: number, calls = 1): string =>
  `An automated check of what was said on ${calls === 1 ? "one call" : "each call"} against ${rules} rule patterns: it can miss breaches and flag lawful calls, and it is not legal advice, so confirm with counsel how each law applies to you.`;
