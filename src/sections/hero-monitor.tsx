import { Icon } from "#src/components/icon.tsx";
import { heroMonitor } from "#src/content/landing.ts";

/** An illustration made of real text: one call as Vigil's monitor shows it. */
export function HeroMonitor() {
  return (
    // The frame is decoration; the panel inside it is the figure, so its caption is the figure's own child.
    <div className="relative rounded-2xl bg-white/[0.04] p-2 shadow-2xl ring-1 shadow-black/40 ring-white/10">
      <figure className="rounded-xl bg-slate-900 ring-1 ring-white/5">
        <figcaption className="flex items-center justify-between border-b border-white/5 px-4 py-3">
          <span className="flex items-center gap-2 text-sm font-medium text-white">
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-slate-700" />
              <span className="size-2.5 rounded-full bg-slate-700" />
              <span className="size-2.5 rounded-full bg-slate-700" />
            </span>
            {heroMonitor.title}
          </span>
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            {heroMonitor.status}
          </span>
        </figcaption>

        <div className="space-y-3 p-4 text-sm sm:p-5">
          <p className="text-xs font-medium text-slate-400">{heroMonitor.callLabel}</p>
          <p className="max-w-[85%] rounded-lg rounded-tl-sm bg-slate-800 px-3 py-2 text-slate-200">
            {heroMonitor.caller}
          </p>
          <div className="ml-auto max-w-[85%] rounded-lg rounded-tr-sm bg-red-500/10 px-3 py-2 text-red-100 ring-1 ring-red-400/30 ring-inset">
            <p className="line-through decoration-red-300/70">{heroMonitor.agentUnsafe}</p>
          </div>
          <div className="flex items-start gap-2 rounded-lg bg-red-500/10 px-3 py-2.5 text-red-100">
            <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0 text-red-300" />
            <p>
              <span className="font-semibold text-white">{heroMonitor.flag.law}</span>
              <span className="text-red-200"> · {heroMonitor.flag.fine}</span>
              <span className="block text-red-100/90">{heroMonitor.flag.text}</span>
            </p>
          </div>
          <div className="ml-auto max-w-[85%] rounded-lg rounded-tr-sm bg-emerald-500/10 px-3 py-2 text-emerald-50 ring-1 ring-emerald-400/30 ring-inset">
            <p>{heroMonitor.agentSafe}</p>
          </div>
          <p className="flex items-center gap-2 text-xs font-medium text-emerald-300">
            <Icon name="shield-check" className="size-4" />
            {heroMonitor.resolution}
          </p>
        </div>
      </figure>
    </div>
  );
}
