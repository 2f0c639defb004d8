/** A module of src/inline-scripts/, as the text a page writes inside `<script>` (scripts/build/inline-script-plugin.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
