/**
 * Ids ordered by a bigint key (ties by id), in two parallel arrays: insert and remove find their place
 * by binary search and shift the tail (a memmove); a range query finds its boundary by binary search
 * and reads the k ids inside it, O(log n + k).
 */
export class SortedKeys {
  private readonly keys: bigint[] = [];
  private readonly ids: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** The first position whose (key, id) is ≥ (key, id). */
  private lowerBound(key: bigint, id: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k < key || (k === key && this.ids[mid]! < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: bigint, id: number): void {
    const at = this.lowerBound(key, id);
    this.keys.splice(at, 0, key);
    this.ids.splice(at, 0, id);
  }

  /** Removes the pair if present; true when it was. */
  remove(key: bigint, id: number): boolean {
    const at = this.lowerBound(key, id);
    if (at >= this.keys.length || this.keys[at] !== key || this.ids[at] !== id) return false;
    this.keys.splice(at, 1);
    this.ids.splice(at, 1);
    return true;
  }

  /** Appends to `out` the ids whose key is ≤ x, in key order. */
  atMost(x: bigint, out: number[]): void {
    const end = this.lowerBound(x, Number.POSITIVE_INFINITY);
    for (let i = 0; i < end; i++) out.push(this.ids[i]!);
  }

  /** Appends to `out` the ids whose key is ≥ x, in key order. */
  atLeast(x: bigint, out: number[]): void {
    for (let i = this.lowerBound(x, Number.NEGATIVE_INFINITY); i < this.ids.length; i++)
      out.push(this.ids[i]!);
  }
}
