import type { RegulationGuide } from "#src/guides/schema.ts";

/** Wording an agent can say, each under what it is for. */
export function SampleWording({ items }: { items: RegulationGuide["sampleWording"] }) {
  return (
    <div className="mt-6 space-y-4">
      {items.map(({ label, text }) => (
        <figure key={label} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</figcaption>
          <blockquote className="mt-2 border-l-2 border-accent-300 pl-4 text-base/7 text-slate-800">
            <p>{text}</p>
          </blockquote>
        </figure>
      ))}
    </div>
  );
}
