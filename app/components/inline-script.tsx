/**
 * A script written into the prerendered HTML, for what must happen before the page's JavaScript arrives. The
 * build adds its hash to the Content-Security-Policy. React never runs it: on a client-side render it is inert.
 */
export function InlineScript({ source }: { source: string }) {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
