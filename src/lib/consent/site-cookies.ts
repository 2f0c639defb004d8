import { siteCookieNames } from "#src/config/ad-measurement.ts";

/**
 * Deletes the cookies Google's tag wrote on this site's own domain, for a visitor who withdraws consent. The tag
 * writes them on the widest domain it may ("auto"), so each is expired on this host and on every parent domain.
 */
export function deleteSiteCookies(hostname: string, setCookie: (cookie: string) => void): void {
  const labels = hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."));
  for (const name of siteCookieNames) {
    const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
    setCookie(expired);
    for (const domain of domains) setCookie(`${expired}; Domain=${domain}`);
  }
}
