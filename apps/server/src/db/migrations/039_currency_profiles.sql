-- Coin profiles (spec §2 transaction/white_paper): issue data and links per listed currency, and the
-- description and white paper text in many languages, one row per language as article_translations
-- has them (English is the fallback and must exist). A coin without a profile row has none yet.

CREATE TABLE currency_profiles (
  currency_id         integer PRIMARY KEY REFERENCES currencies(id),
  -- the day the coin was first issued (genesis block, main-net launch, first token issued)
  issue_date          date,
  -- the most that can ever exist; NULL when there is no fixed cap
  total_supply        numeric(38, 8) CHECK (total_supply >= 0),
  -- coins in circulation on supply_as_of (a figure that moves: it says when it was read)
  circulating_supply  numeric(38, 8) CHECK (circulating_supply >= 0),
  supply_as_of        date,
  -- the price of the first sale or issue in US dollars; NULL when the coin was never sold at issue
  issue_price         numeric(38, 8) CHECK (issue_price >= 0),
  website_url         text NOT NULL DEFAULT '',
  explorer_url        text NOT NULL DEFAULT '',
  white_paper_url     text NOT NULL DEFAULT '',
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currency_profile_translations (
  currency_id  integer NOT NULL REFERENCES currency_profiles(currency_id) ON DELETE CASCADE,
  lang         text NOT NULL,
  description  text NOT NULL,
  -- the white paper's text as an article (paragraphs separated by blank lines); '' for none in this language
  white_paper  text NOT NULL DEFAULT '',
  PRIMARY KEY (currency_id, lang)
);

INSERT INTO currency_profiles
  (currency_id, issue_date, total_supply, circulating_supply, supply_as_of, issue_price, website_url, explorer_url, white_paper_url)
VALUES
  (1, '2009-01-03', 21000000, 19890000, '2025-07-01', NULL,
   'https://bitcoin.org', 'https://mempool.space', 'https://bitcoin.org/bitcoin.pdf'),
  (2, '2015-07-30', NULL, 120700000, '2025-07-01', 0.31,
   'https://ethereum.org', 'https://etherscan.io', 'https://ethereum.org/en/whitepaper/'),
  (3, '2014-10-06', NULL, 158000000000, '2025-07-01', 1,
   'https://tether.to', 'https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7',
   'https://tether.to/en/whitepaper/');

-- English and Chinese; other languages fall back to English until an operator adds them.
INSERT INTO currency_profile_translations (currency_id, lang, description, white_paper) VALUES
  (1, 'en',
   'Bitcoin (BTC) is the first decentralised digital currency. It was described in 2008 by the pseudonymous Satoshi Nakamoto and its network started on 3 January 2009. Transactions are recorded on a public blockchain secured by proof of work: miners bundle them into a block about every ten minutes. New bitcoins are created only as block rewards, which halve every 210,000 blocks (about every four years), so no more than 21 million BTC will ever exist.',
   'Bitcoin: A Peer-to-Peer Electronic Cash System (Satoshi Nakamoto, October 2008), in summary.

The problem. Payments on the internet rely on financial institutions as trusted third parties. Transactions can be reversed, which raises costs and makes merchants ask for more information than they need. Cash avoids this in person, but there was no way to pay over a communication channel without a trusted party.

Transactions. An electronic coin is a chain of digital signatures. Each owner transfers the coin by signing a hash of the previous transaction and the public key of the next owner. The payee can check the signatures, but not that the coin was not spent twice.

Timestamp server and proof of work. To prevent double spending without a central authority, every transaction is announced publicly, and the network agrees on a single history. Blocks of transactions are timestamped in a chain: each block includes the hash of the previous one. Adding a block requires finding a value whose hash begins with a number of zero bits, so changing a past block means redoing its work and that of every block after it.

Network. Nodes broadcast new transactions, collect them into a block and work on its proof of work. When a node finds one, it broadcasts the block, and nodes accept it only if all its transactions are valid and not already spent. Nodes always treat the longest chain as the correct one.

Incentive. The first transaction in a block creates new coins owned by the block''s creator, which rewards nodes for supporting the network and is how coins are first distributed. Transaction fees can replace the reward once a predetermined number of coins is in circulation.

Privacy and security. Public keys can stay anonymous: the public sees that someone sent an amount to someone else, without the identities. As long as honest nodes control most of the computing power, the chance that an attacker catches up with the honest chain drops exponentially with each block added after a transaction.'),
  (1, 'zh',
   '比特币（BTC）是第一种去中心化数字货币，由化名中本聪的作者于 2008 年提出，网络于 2009 年 1 月 3 日启动。交易记录在以工作量证明保护的公开区块链上，矿工大约每十分钟将交易打包成一个区块。新的比特币只作为区块奖励产生，奖励每 210,000 个区块（约四年）减半一次，因此比特币总量永远不会超过 2,100 万枚。',
   '《比特币：一种点对点的电子现金系统》（中本聪，2008 年 10 月）摘要。

问题：互联网支付依赖金融机构作为可信第三方，交易可以被撤销，这提高了成本。当时没有一种无需可信方即可通过网络付款的方式。

交易：电子货币是一串数字签名。每位所有者通过对上一笔交易的哈希和下一位所有者的公钥签名来转让货币。

时间戳服务器与工作量证明：为了在没有中央机构的情况下防止双重支付，所有交易公开广播，网络就唯一的历史达成一致。区块按链记录时间，每个区块包含前一个区块的哈希；修改过去的区块需要重做它及其后所有区块的工作量。

网络与激励：节点把交易打包成区块并计算工作量证明，总是以最长链为准。区块中的第一笔交易产生新币奖励给区块创建者，之后可由交易手续费替代。

安全：只要诚实节点掌握多数算力，攻击者追上诚实链的概率会随区块增加而指数下降。'),
  (2, 'en',
   'Ethereum is a decentralised platform for smart contracts: programs that run on a shared blockchain exactly as written. It was proposed by Vitalik Buterin in late 2013, funded by a public sale of ether in 2014, and its main network launched on 30 July 2015. Ether (ETH) pays for computation and storage as gas. Since the Merge of September 2022 the network is secured by proof of stake, and since August 2021 part of every transaction fee is burned, so the supply has no fixed cap but grows or shrinks with network use.',
   'Ethereum: A Next-Generation Smart Contract and Decentralized Application Platform (Vitalik Buterin, 2013), in summary.

Beyond currency. Bitcoin showed that a decentralised ledger can keep a currency without a central party, but its scripting language is deliberately limited. Ethereum proposes a blockchain with a built-in, Turing-complete programming language, so that anyone can write contracts and applications with their own rules for ownership, transaction formats and state changes.

Accounts. The state of Ethereum is made of accounts. Externally owned accounts are controlled by private keys; contract accounts are controlled by their code. Each account has a nonce, an ether balance, and for contracts their code and storage. A message from one account to another can carry ether and data, and a contract runs its code whenever it receives one.

Gas and fees. Every computational step costs gas, which the sender pays for in ether. A transaction states the most gas it may use and the price per unit, which prevents endless loops and makes heavy use of the network pay its way.

Applications. The paper describes token systems, financial derivatives and stable-value currencies, identity and reputation systems, decentralised file storage, and decentralised autonomous organisations as examples of what can be built as contracts.

Issuance and consensus. Ether was first sold in a public sale in 2014. The network launched with proof of work and moved to proof of stake in September 2022, in which validators lock ether to propose and attest to blocks.'),
  (2, 'zh',
   '以太坊是一个去中心化的智能合约平台：程序在共享的区块链上严格按代码执行。它由 Vitalik Buterin 于 2013 年底提出，2014 年通过公开发售以太币筹集资金，主网于 2015 年 7 月 30 日上线。以太币（ETH）以 gas 的形式支付计算与存储费用。自 2022 年 9 月“合并”以来，网络由权益证明保护；自 2021 年 8 月起每笔交易手续费的一部分被销毁，因此总量没有固定上限，随网络使用而增减。',
   '《以太坊：下一代智能合约与去中心化应用平台》（Vitalik Buterin，2013 年）摘要。

超越货币：比特币证明了去中心化账本可以在没有中央机构的情况下维护一种货币，但其脚本语言刻意受限。以太坊提出内置图灵完备编程语言的区块链，任何人都可以编写具有自定义规则的合约与应用。

账户：以太坊的状态由账户组成。外部账户由私钥控制，合约账户由其代码控制。合约每收到一条消息就执行其代码。

Gas 与手续费：每一步计算都消耗 gas，由发送方以以太币支付，从而防止无限循环，并让大量占用网络的使用者付费。

发行与共识：以太币于 2014 年首次公开发售。网络上线时采用工作量证明，2022 年 9 月转为权益证明。'),
  (3, 'en',
   'Tether (USDT) is a stablecoin issued by Tether Limited and designed to keep a value of one US dollar. Each token is meant to be backed by reserves the issuer holds, and tokens are created when customers deposit dollars and redeemed when they withdraw, so the supply has no fixed cap. First issued in October 2014, USDT now runs on many blockchains; Bourse supports it on Ethereum (ERC20) and TRON (TRC20).',
   'Tether: Fiat currencies on the Bitcoin blockchain (Tether Limited, 2014), in summary.

The idea. Tether converts cash into digital currency: each token is tied one to one to a unit of a national currency, such as the US dollar, held in the issuer''s reserves. Tokens move on public blockchains, so they can be sent like any cryptocurrency while keeping a stable value.

Issuing and redeeming. A customer deposits dollars with Tether Limited, which issues the same number of tokens to the customer''s address. When tokens are redeemed for dollars, they are taken out of circulation. The number of tokens in circulation should therefore never exceed the reserves.

Proof of reserves. The paper proposes publishing the total tokens in circulation, which anyone can read from the blockchain, next to the reserves held, so that the two can be compared.

Risks. A holder relies on the issuer: on the reserves being held and on the issuer honouring redemptions, and on the banks that keep the reserves. The token itself inherits the security of the blockchain it runs on.'),
  (3, 'zh',
   '泰达币（USDT）是由 Tether Limited 发行、旨在保持 1 美元价值的稳定币。每枚代币应有发行方持有的储备支持：客户存入美元时创建代币，赎回时销毁，因此总量没有固定上限。USDT 于 2014 年 10 月首次发行，现运行于多条区块链；Bourse 支持以太坊（ERC20）与波场（TRC20）网络。',
   '《Tether：比特币区块链上的法定货币》（Tether Limited，2014 年）摘要。

理念：每枚代币与发行方储备中的一单位法定货币（如美元）一比一挂钩，并在公开区块链上流转，既能像加密货币一样转账，又保持稳定的价值。

发行与赎回：客户向 Tether Limited 存入美元，获得等量代币；代币被赎回为美元时退出流通，因此流通量不应超过储备。

储备证明：白皮书提议公布流通中的代币总量（任何人可在链上读取）与所持储备，以便对比。

风险：持有者依赖发行方持有储备并履行赎回，也依赖保管储备的银行；代币本身继承其所在区块链的安全性。');
