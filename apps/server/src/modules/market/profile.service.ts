import type { CurrencyProfile } from "@bourse/contract";
import type { Db } from "../../db/db.ts";
import type { Lang } from "../../http/lang.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

interface ProfileRow {
  currency_id: number;
  name: string;
  image: string;
  has_profile: boolean;
  lang: string | null;
  description: string | null;
  white_paper: string | null;
  issue_date: string | null;
  total_supply: string | null;
  circulating_supply: string | null;
  supply_as_of: string | null;
  issue_price: string | null;
  website_url: string | null;
  explorer_url: string | null;
  white_paper_url: string | null;
}

/** A stored decimal without the zeros its scale pads it with ("21000000.00000000" → "21000000"). */
const plain = (v: string | null) => (v?.includes(".") ? v.replace(/\.?0+$/, "") : v);

/**
 * A listed coin's profile (spec §2 transaction/white_paper): issue data, links, and its description and
 * white paper in the reader's language, each falling back to English where not translated. `currency`
 * is the coin's name (any case) or id; a coin that is not listed is refused naming the field.
 */
export async function currencyProfile(
  db: Db,
  currency: string,
  lang: Lang,
): Promise<Outcome<CurrencyProfile>> {
  const key = currency.trim();
  const [row] = await db.query<ProfileRow>(
    `SELECT c.id AS currency_id, c.name, c.image, p.currency_id IS NOT NULL AS has_profile,
       CASE WHEN t.description IS NOT NULL THEN t.lang ELSE e.lang END AS lang,
       COALESCE(t.description, e.description) AS description,
       COALESCE(NULLIF(t.white_paper, ''), e.white_paper) AS white_paper,
       p.issue_date::text AS issue_date, p.total_supply::text AS total_supply,
       p.circulating_supply::text AS circulating_supply, p.supply_as_of::text AS supply_as_of,
       p.issue_price::text AS issue_price, p.website_url, p.explorer_url, p.white_paper_url
     FROM currencies c
     LEFT JOIN currency_profiles p ON p.currency_id = c.id
     LEFT JOIN currency_profile_translations e ON e.currency_id = p.currency_id AND e.lang = 'en'
     LEFT JOIN currency_profile_translations t ON t.currency_id = p.currency_id AND t.lang = $2
     WHERE c.enabled AND (upper(c.name) = upper($1) OR c.id::text = $1)`,
    [key, lang],
  );
  if (!row) return failure("REQUEST_INVALID_FIELD", { field: "currency" });
  const { currency_id, name, image } = row;
  if (!row.has_profile) return success({ currency_id, name, image, profile: null });
  return success({
    currency_id,
    name,
    image,
    profile: {
      lang: row.lang ?? "en",
      description: row.description ?? "",
      white_paper: row.white_paper ?? "",
      issue_date: row.issue_date,
      total_supply: plain(row.total_supply),
      circulating_supply: plain(row.circulating_supply),
      supply_as_of: row.supply_as_of,
      issue_price: plain(row.issue_price),
      website_url: row.website_url ?? "",
      explorer_url: row.explorer_url ?? "",
      white_paper_url: row.white_paper_url ?? "",
    },
  });
}
