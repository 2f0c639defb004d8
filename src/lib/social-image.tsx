/**
 * The 1200×630 Open Graph / Twitter card images, drawn from the site's own copy and logo with satori and resvg: the
 * site's (the hero's headline and the laws it covers) and one per guide (its kind, title and summary).
 */
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import { hero } from "#src/content/landing.ts";
import { site } from "#src/content/site.ts";

const require = createRequire(import.meta.url);
const font = (weight: 400 | 600) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

export interface SocialCard {
  /** A small line above the headline, e.g. "Regulation guide". */
  eyebrow?: string;
  headline: string;
  subline: string;
  /** Pills along the bottom. */
  chips: readonly string[];
}

/** The site's own card: the landing page's and every page without one of its own. */
export const siteCard: SocialCard = {
  headline: hero.headline,
  subline: hero.trustLine,
  chips: ["HIPAA", "GDPR", "PCI DSS", "TCPA", "CCPA"],
};

export async function socialImagePng(logoSvg: string, card: SocialCard): Promise<Buffer> {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;
  const svg = await satori(
    <div
      style={{
        width: 1200,
        height: 630,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "white",
        fontFamily: "Inter",
        backgroundColor: "#020617",
        backgroundImage: "radial-gradient(circle at 85% 0%, rgba(99,102,241,0.45), rgba(2,6,23,0) 55%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <img src={logo} width={56} height={56} alt="" />
        <span style={{ fontSize: 40, fontWeight: 600 }}>{site.name}</span>
        <span style={{ fontSize: 24, color: "#a5b4fc", marginLeft: 16 }}>{site.tagline}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {card.eyebrow ? <span style={{ fontSize: 26, fontWeight: 600, color: "#a5b4fc" }}>{card.eyebrow}</span> : null}
        <div
          style={{
            display: "flex",
            fontSize: card.eyebrow ? 64 : 72,
            fontWeight: 600,
            lineHeight: 1.08,
            letterSpacing: -2,
            maxWidth: 1000,
          }}
        >
          {card.headline}
        </div>
        <span style={{ display: "block", fontSize: 28, lineHeight: 1.4, color: "#cbd5e1", lineClamp: 3 }}>
          {card.subline}
        </span>
      </div>
      <div style={{ display: "flex" }}>
        <div style={{ display: "flex", gap: 12 }}>
          {card.chips.map((law) => (
            <span
              key={law}
              style={{
                fontSize: 24,
                fontWeight: 600,
                padding: "8px 18px",
                borderRadius: 999,
                border: "1px solid rgba(255,255,255,0.25)",
                backgroundColor: "rgba(255,255,255,0.06)",
              }}
            >
              {law}
            </span>
          ))}
        </div>
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: "Inter", data: font(400), weight: 400, style: "normal" },
        { name: "Inter", data: font(600), weight: 600, style: "normal" },
      ],
    },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
}

/** The logo on the brand colour, square, for home-screen icons. */
export function iconPng(logoSvg: string, size: number): Buffer {
  const padded = logoSvg.replace(
    /<svg([^>]*)viewBox="0 0 32 32"([^>]*)>/,
    `<svg$1viewBox="-6 -6 44 44"$2><rect x="-6" y="-6" width="44" height="44" fill="#020617"/>`,
  );
  return new Resvg(padded, { fitTo: { mode: "width", value: size } }).render().asPng();
}
