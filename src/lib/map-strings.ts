/**
 * A page's data with every string it shows changed by `change`: strings in arrays and objects, at any depth. Web
 * addresses (a `url` field) stay exactly as written, and dates stay dates. The guides' schemas typeset and expand
 * registry references through it.
 */
export function mapStrings<T>(value: T, change: (text: string) => string, key?: string): T {
  if (typeof value === "string") return (key === "url" ? value : change(value)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, change, name)])) as T;
  }
  return value;
}
