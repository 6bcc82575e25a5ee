import { Card, Tabs, type TabsProps } from "antd";
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
