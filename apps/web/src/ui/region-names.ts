import { type Region, regions } from "./regions";

export interface NamedRegion extends Region {
  name: string;
  /** Lower-case text a search matches: localized and English names, ISO code, dial code. */
  haystack: string;
}

/** The regions named in `locale` (Intl.DisplayNames) and sorted by that name. */
export function nameRegions(locale: string): NamedRegion[] {
  const local = new Intl.DisplayNames([locale], { type: "region" });
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  const collator = new Intl.Collator(locale);
  return regions
    .map((r) => {
      const name = local.of(r.iso) ?? r.iso;
      const haystack = `${name} ${english.of(r.iso) ?? ""} ${r.iso} +${r.dial}`.toLowerCase();
      return { ...r, name, haystack };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The regions whose haystack holds `query` (all of them for an empty query). */
export function searchRegions(named: readonly NamedRegion[], query: string): readonly NamedRegion[] {
  const q = query.trim().toLowerCase();
  return q ? named.filter((r) => r.haystack.includes(q)) : named;
}

/** One region's name in `locale`, e.g. "France" for FR. */
export function regionName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
