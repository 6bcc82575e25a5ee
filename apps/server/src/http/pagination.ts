/** Every paginated list answers `{ data, total, page, pages }` (API-COMPAT.md). */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pages: number;
}

export const pageOf = <T>(data: T[], total: number, page: number, limit: number): Page<T> => ({
  data,
  total,
  page,
  pages: Math.max(1, Math.ceil(total / limit)),
});

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
