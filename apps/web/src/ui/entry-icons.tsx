import type { ComponentType } from "react";
import { GiftIcon, type IconProps, ShieldIcon, Svg } from "./icons";

/**
 * Icons of the menu entries (`GET /menu` icon keys), which the home screen shows. The settings rows'
 * icons are in row-icons.tsx, out of the first screen.
 */

export const DepositIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </Svg>
);

export const WithdrawIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M5 19h14" />
  </Svg>
);

export const TransferIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4 4 7l3 3M4 7h13M17 20l3-3-3-3M20 17H7" />
  </Svg>
);

export const InviteIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </Svg>
);

export const HelpIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" />
  </Svg>
);

export const NewsIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Svg>
);

export const ActivityIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z" />
  </Svg>
);

export const SupportIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19a3 3 0 0 1-3 2H13" />
  </Svg>
);

/** A token as a hexagonal block: the NFT market. */
export const NftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9" />
  </Svg>
);

/** The icon of a `GET /menu` key; unknown keys get the star. */
const byKey: Record<string, ComponentType<IconProps>> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  transfer: TransferIcon,
  invite: InviteIcon,
  help: HelpIcon,
  news: NewsIcon,
  activity: ActivityIcon,
  support: SupportIcon,
  bonus: GiftIcon,
  kyc: ShieldIcon,
  p2p: TransferIcon,
  copy: InviteIcon,
  earn: DepositIcon,
  nft: NftIcon,
};

export function MenuIcon({ name, ...rest }: IconProps & { name: string }) {
  const Icon = byKey[name] ?? ActivityIcon;
  return <Icon {...rest} />;
}
