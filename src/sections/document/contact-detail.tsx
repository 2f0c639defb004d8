import { DocumentLink } from "./document-link.tsx";
import { MailLink } from "./mail-link.tsx";

/** A configured contact (the DPO, a representative) as the fact gives it: a web address, an email address or text. */
export function ContactDetail({ value }: { value: string | undefined }) {
  if (value === undefined) return null;
  if (/^https?:\/\//.test(value)) return <DocumentLink href={value}>{value}</DocumentLink>;
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return <MailLink address={value} />;
  return value;
}
