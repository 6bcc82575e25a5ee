import { useI18n } from "../../../i18n";
import { SectionTabs } from "../../../ui/section-tabs";
import { CannedSection } from "../components/canned-section";
import { InboxSection } from "../components/inbox-section";

const sections = ["inbox", "canned"] as const;

/** Live support chat: the inbox with the open conversation, and the canned replies. */
export function SupportPage() {
  const { t } = useI18n();
  return (
    <SectionTabs
      sections={sections}
      items={[
        { key: "inbox", label: t("support.section.inbox"), children: <InboxSection /> },
        { key: "canned", label: t("support.section.canned"), children: <CannedSection /> },
      ]}
    />
  );
}
