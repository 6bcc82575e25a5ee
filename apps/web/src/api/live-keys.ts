/** The query keys live messages refetch (`realtime.ts`); a module of its own, so feature code reads them without the socket. */

/** Query keys of the user's spot orders (`GET /coin/list`); every order event refetches them. */
export const spotOrdersKey = ["spot", "orders"] as const;

/** Query keys of the user's seconds orders (`/microtrade/lists`, `/microtrade/get_result`). */
export const secondsOrdersKey = ["seconds", "orders"] as const;

/** Query keys of the user's lever orders, positions and account (`/lever/*`); every position event refetches them. */
export const leverKey = ["lever"] as const;

/** Query keys of the user's fiat P2P orders, ads, store and chats; every P2P event refetches them. */
export const p2pKey = ["p2p"] as const;

/**
 * Query keys of the NFT market (features/nft/api/nft.ts): every NFT message (outbid, won, payment due,
 * sold, forfeited, refunded) refetches the market's screens on view (one's messages, orders, bids and
 * NFTs, the sales); kept to one key, as this module weighs on the first screen.
 */
export const nftKey = ["nft"] as const;

/** Query keys of the user's support chat (features/support): every `support_chat` message refetches them. */
export const supportKey = ["support"] as const;
