import { DocumentLink } from "./document-link.tsx";

/** An email address the reader can click. */
export function MailLink({ address }: { address: string }) {
  return <DocumentLink href={`mailto:${address}`}>{address}</DocumentLink>;
}
