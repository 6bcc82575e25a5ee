import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { SectionTabs } from "../../../ui/section-tabs";
import { AdsSection } from "../components/ads-section";
import { FiatsSection } from "../components/fiats-section";
import { MerchantsSection } from "../components/merchants-section";
import { OrdersSection } from "../components/orders-section";
import { P2pSettings } from "../components/p2p-settings";

const sections = ["orders", "merchants", "ads", "fiats"] as const;

/**
 * Fiat P2P: appeals and orders, merchant applications (for admins and reviewers), ads, and (for
 * admins, who alone may read and change them) the fiat currencies and the P2P settings.
 */
export function P2pPage() {
  const { t } = useI18n();
  const mayDecide = useCan("decideP2p");
  const mayEdit = useCan("editP2p");
  return (
    <SectionTabs
      sections={sections}
      items={[
        { key: "orders", label: t("p2p.section.orders"), children: <OrdersSection /> },
        // the server lists merchants to the roles that review them only
        ...(mayDecide
          ? [{ key: "merchants", label: t("p2p.section.merchants"), children: <MerchantsSection /> }]
          : []),
        { key: "ads", label: t("p2p.section.ads"), children: <AdsSection /> },
        ...(mayEdit
          ? [
              {
                key: "fiats",
                label: t("p2p.section.fiats"),
                children: (
                  <>
                    <FiatsSection />
                    <P2pSettings />
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
