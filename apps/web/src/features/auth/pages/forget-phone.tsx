import { ForgetScreen } from "./forget";

/** The reset screen opened on its mobile tab (spec route setting/forget_phone). */
export default function ForgetPhonePage() {
  return <ForgetScreen initialType="mobile" />;
}
