import { CtaPair } from "#src/components/cta-pair.tsx";
import { guideCopy } from "#src/content/guide-copy.ts";

/** The spec's two calls to action, at the end of every guide and industry page. */
export function GuideCta() {
  return (
    <section
      aria-labelledby="guide-cta-heading"
      className="mt-14 rounded-2xl bg-slate-950 px-6 py-10 text-center sm:px-10"
    >
      <h2 id="guide-cta-heading" className="text-2xl font-semibold tracking-tight text-balance text-white">
        {guideCopy.ctaHeading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-base text-pretty text-slate-300">{guideCopy.ctaBody}</p>
      <CtaPair primary={guideCopy.primaryCta} secondary={guideCopy.secondaryCta} className="justify-center" />
    </section>
  );
}
