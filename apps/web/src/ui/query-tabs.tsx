import { useSearchParams } from "react-router-dom";
import { Tabs } from "./tabs";

/**
 * A choice kept in the query (`?tab=`): the value asked for when it is one of `keys`, else `fallback`,
 * and a setter that replaces the entry and keeps the query's other parameters.
 */
export function useQueryChoice<T extends string>(
  param: string,
  keys: readonly T[],
  fallback: T,
): [T, (value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(param);
  const value = keys.includes(wanted as T) ? (wanted as T) : fallback;
  const choose = (next: string) =>
    setSearch(
      (current) => {
        const out = new URLSearchParams(current);
        out.set(param, next);
        return out;
      },
      { replace: true },
    );
  return [value, choose];
}

/** A tab bar over a query choice; each tab's title carries the test id `<testId>-<key>`. */
export function QueryTabs<T extends string>({
  keys,
  active,
  onChange,
  label,
  testId,
}: {
  keys: readonly T[];
  active: T;
  onChange: (key: string) => void;
  label: (key: T) => string;
  testId: string;
}) {
  return (
    <Tabs activeKey={active} onChange={onChange}>
      {keys.map((key) => (
        <Tabs.Tab key={key} title={<span data-testid={`${testId}-${key}`}>{label(key)}</span>} />
      ))}
    </Tabs>
  );
}
