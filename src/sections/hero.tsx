import { CtaPair } from "#src/components/cta-pair.tsx";
import { hero } from "#src/content/landing.ts";
import { HeroMonitor } from "./hero-monitor.tsx";

/** The promise, the two calls to action and a monitored call; the site header lies over its top. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-slate-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_70%_0%,--theme(--color-accent-500/0.28),transparent),radial-gradient(40%_40%_at_0%_100%,--theme(--color-accent-700/0.2),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-32 pb-20 sm:px-6 sm:pt-36 lg:grid-cols-[1.05fr_1fr] lg:pt-40 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-accent-200 ring-1 ring-white/10 ring-inset">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-base text-pretty text-slate-300 sm:text-lg">{hero.subheadline}</p>
          <CtaPair primary={hero.primaryCta} secondary={hero.secondaryCta} />
          <p className="mt-6 text-sm text-slate-400">{hero.trustLine}</p>
        </div>
        <HeroMonitor />
      </div>
    </section>
  );
}
