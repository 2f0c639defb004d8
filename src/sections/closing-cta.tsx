import { Icon } from "#src/components/icon.tsx";
import { CtaPair } from "#src/components/cta-pair.tsx";
import { closing } from "#src/content/landing.ts";

/** The closing call to action: the hero's two buttons and the three-item checklist. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="bg-white px-4 py-20 render-when-visible sm:px-6 sm:py-28">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_50%_0%,--theme(--color-accent-500/0.3),transparent)]"
        />
        <h2 id="closing-heading" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-slate-300 sm:text-lg">{closing.body}</p>
        <CtaPair primary={closing.primaryCta} secondary={closing.secondaryCta} className="justify-center" />
        <ul className="mt-9 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-slate-200 sm:flex-row">
          {closing.checklist.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon name="circle-check" className="size-4 text-emerald-400" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
