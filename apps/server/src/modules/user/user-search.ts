/**
 * Whether the user `u` matches the console's search text `$n` (docs/product-decisions.md "Console
 * search"): its exact id, part of its email or mobile number (case-insensitive), part of a name it gave
 * for KYC (case-insensitive), or exactly a document number it gave (case-insensitive).
 */
export function userMatches(u: string, n: number): string {
  const p = `$${n}`;
  return `(${u}.id::text = ${p}
    OR ${u}.email ILIKE '%' || ${p} || '%'
    OR ${u}.phone LIKE '%' || ${p} || '%'
    OR EXISTS (SELECT 1 FROM kyc_applications k WHERE k.user_id = ${u}.id
      AND (k.name ILIKE '%' || ${p} || '%' OR upper(k.doc_number) = upper(${p}))))`;
}
