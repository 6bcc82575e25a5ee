/** A positive integer from a query parameter (`?id=`), or null. */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
