import { paths } from "../../../app/paths";
import DemoNotice from "../../../ui/demo-notice";
import { Page } from "../../../ui/page";

/**
 * A real-money screen (deposit, withdrawal) in demo mode: its title bar, and the demo notice in place of
 * its form, whose calls the server would refuse to the demo account.
 */
export default function RealOnlyPage({ title }: { title: string }) {
  return (
    <Page title={title} backTo={paths.assets}>
      <DemoNotice />
    </Page>
  );
}
