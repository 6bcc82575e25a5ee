import { Card, Spin, Tabs, type TabsProps } from "antd";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useSearchParams } from "react-router-dom";

/** The section `?section=` names among `sections`, or the first one. */
export function useSection<S extends string>(sections: readonly S[]): S {
  const [params] = useSearchParams();
  const wanted = params.get("section");
  return sections.includes(wanted as S) ? (wanted as S) : sections[0]!;
}

/**
 * A feature's page: one tab per section, the open one named by `?section=` (choosing a tab drops the
 * other query parameters, which belong to the section that was open); hidden tabs are unmounted.
 */
export function SectionTabs<S extends string>({
  sections,
  items,
}: {
  sections: readonly S[];
  items: NonNullable<TabsProps["items"]>;
}) {
  const [, setParams] = useSearchParams();
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={useSection(sections)}
        onChange={(key) => setParams({ section: key })}
        destroyOnHidden
        items={items}
      />
    </Card>
  );
}

/** A section shown with a spinner while its chunk loads. */
export const loading = (section: ReactNode) => <Suspense fallback={<Spin />}>{section}</Suspense>;

/**
 * The sections a module exports by name, each loaded when first opened, outside the console's main chunk
 * (the module's chunk is shared by all of them).
 */
export function lazySections<M, K extends keyof M & string>(
  load: () => Promise<M>,
  names: readonly K[],
): Record<K, ComponentType> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      lazy(() => load().then((m): { default: ComponentType } => ({ default: m[name] as ComponentType }))),
    ]),
  ) as unknown as Record<K, ComponentType>;
}
