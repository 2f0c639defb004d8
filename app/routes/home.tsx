import { site } from "~/content/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} · ${site.tagline}` },
  { name: "description", content: site.description },
];

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">{site.tagline}</h1>
      <p className="mt-4 text-lg text-slate-600">{site.description}</p>
    </main>
  );
}
