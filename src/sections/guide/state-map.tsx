import { STATES_PATH, statePath } from "#src/config/guides.ts";
import {
  obligationsOf,
  recordingConsent,
  type Jurisdiction,
  type RecordingConsent,
} from "#src/content/jurisdictions.ts";
import { statesCopy } from "#src/content/states-copy.ts";

/**
 * Where each state sits in the map's grid (column, row): a tile map, every state the same size, so that Rhode Island
 * and DC are as easy to tap as Texas. The common layout of US tile maps, west to east and north to south.
 */
const TILES: Record<string, readonly [column: number, row: number]> = {
  AK: [0, 0],
  ME: [11, 0],
  VT: [10, 1],
  NH: [11, 1],
  WA: [1, 2],
  ID: [2, 2],
  MT: [3, 2],
  ND: [4, 2],
  MN: [5, 2],
  IL: [6, 2],
  WI: [7, 2],
  MI: [8, 2],
  NY: [9, 2],
  RI: [10, 2],
  MA: [11, 2],
  OR: [1, 3],
  NV: [2, 3],
  WY: [3, 3],
  SD: [4, 3],
  IA: [5, 3],
  IN: [6, 3],
  OH: [7, 3],
  PA: [8, 3],
  NJ: [9, 3],
  CT: [10, 3],
  CA: [1, 4],
  UT: [2, 4],
  CO: [3, 4],
  NE: [4, 4],
  MO: [5, 4],
  KY: [6, 4],
  WV: [7, 4],
  VA: [8, 4],
  MD: [9, 4],
  DE: [10, 4],
  AZ: [2, 5],
  NM: [3, 5],
  KS: [4, 5],
  AR: [5, 5],
  TN: [6, 5],
  NC: [7, 5],
  SC: [8, 5],
  DC: [9, 5],
  OK: [4, 6],
  LA: [5, 6],
  MS: [6, 6],
  AL: [7, 6],
  GA: [8, 6],
  HI: [0, 7],
  TX: [4, 7],
  FL: [9, 7],
};

const TILE = 48;
const STEP = 54;

/** Each rule's look: a fill, and a pattern so that it reads without colour too. */
const LOOK: Record<RecordingConsent, { tile: string; pattern: string | null; label: string; text: string }> = {
  "all-party": { tile: "fill-accent-700", pattern: "state-map-stripes", label: "fill-accent-700", text: "fill-white" },
  unsettled: { tile: "fill-amber-200", pattern: "state-map-dots", label: "fill-amber-200", text: "fill-slate-900" },
  "one-party": { tile: "fill-slate-100", pattern: null, label: "fill-slate-100", text: "fill-slate-800" },
};

/** The patterns the tiles and the legend share. */
function Patterns() {
  return (
    <defs>
      <pattern id="state-map-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="3" height="8" className="fill-white/30" />
      </pattern>
      <pattern id="state-map-dots" width="8" height="8" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="1.6" className="fill-amber-700" />
      </pattern>
    </defs>
  );
}

/** One rule's swatch, for the legend. */
function Swatch({ consent }: { consent: RecordingConsent }) {
  const look = LOOK[consent];
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
      <rect width="24" height="24" rx="4" className={`${look.tile} stroke-slate-300`} />
      {look.pattern ? <rect width="24" height="24" rx="4" fill={`url(#${look.pattern})`} /> : null}
    </svg>
  );
}

function StateTile({ jurisdiction, today }: { jurisdiction: Jurisdiction; today: string }) {
  const position = TILES[jurisdiction.code];
  if (!position) throw new Error(`state-map: no tile for ${jurisdiction.code}`);
  const [x, y] = [position[0] * STEP, position[1] * STEP];
  const consent = recordingConsent(jurisdiction);
  const look = LOOK[consent];
  const ai = obligationsOf(jurisdiction, "ai-disclosure", today).length > 0;
  const telemarketing = obligationsOf(jurisdiction, "telemarketing").length > 0;
  const description = [
    statesCopy.consent[consent],
    ...(ai ? [statesCopy.aiMark] : []),
    ...(telemarketing ? [statesCopy.telemarketingMark] : []),
  ].join(". ");
  return (
    <a href={statePath(jurisdiction.name)} aria-label={jurisdiction.name} className="state-tile">
      <title>{`${jurisdiction.name}: ${description}.`}</title>
      <rect x={x} y={y} width={TILE} height={TILE} rx="6" className={`${look.tile} stroke-slate-300`} />
      {look.pattern ? <rect x={x} y={y} width={TILE} height={TILE} rx="6" fill={`url(#${look.pattern})`} /> : null}
      <rect x={x + 9} y={y + 16} width="30" height="17" rx="3" className={look.label} />
      <text x={x + TILE / 2} y={y + 29} textAnchor="middle" className={`${look.text} text-[13px] font-semibold`}>
        {jurisdiction.code}
      </text>
      {ai ? <circle cx={x + 40} cy={y + 8} r="4.5" className="fill-slate-900 stroke-white" /> : null}
      {telemarketing ? (
        <rect x={x + 4} y={y + 36} width="8" height="8" className="fill-slate-900 stroke-white" />
      ) : null}
    </a>
  );
}

/**
 * The map of the US states and DC, drawn at build as SVG: a link per state, named by the state; its fill and
 * pattern say whose consent a recorded call needs there, a dot marks an AI-disclosure law in force on `today` (the
 * build's day), a square a state telemarketing law. The legend says the same in words, and the table below gives every fact as text.
 */
export function StateMap({ jurisdictions, today }: { jurisdictions: readonly Jurisdiction[]; today: string }) {
  const columns = 12;
  const rows = 8;
  return (
    <figure className="mt-10">
      <figcaption className="text-lg font-semibold text-slate-900">{statesCopy.mapTitle}</figcaption>
      <p className="mt-1 text-sm text-slate-600">{statesCopy.mapIntro}</p>
      <svg
        viewBox={`-2 -2 ${columns * STEP} ${rows * STEP}`}
        className="mt-4 w-full max-w-3xl"
        role="group"
        aria-label={statesCopy.mapTitle}
      >
        <Patterns />
        {jurisdictions.map((jurisdiction) => (
          <StateTile key={jurisdiction.code} jurisdiction={jurisdiction} today={today} />
        ))}
      </svg>
      <ul
        className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
        aria-label={`${statesCopy.mapTitle}: legend`}
      >
        {(["all-party", "unsettled", "one-party"] as const).map((consent) => (
          <li key={consent} className="flex items-center gap-2">
            <Swatch consent={consent} />
            {statesCopy.consent[consent]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 12 12" className="size-3 shrink-0" aria-hidden="true">
            <circle cx="6" cy="6" r="5" className="fill-slate-900" />
          </svg>
          {statesCopy.aiMark}
        </li>
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 12 12" className="size-3 shrink-0" aria-hidden="true">
            <rect x="1" y="1" width="10" height="10" className="fill-slate-900" />
          </svg>
          {statesCopy.telemarketingMark}
        </li>
      </ul>
      <p className="sr-only">
        <a href={`${STATES_PATH}#every-jurisdiction`}>{statesCopy.tableTitle}</a>
      </p>
    </figure>
  );
}
