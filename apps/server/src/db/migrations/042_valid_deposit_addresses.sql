-- The demo deposit addresses become valid addresses of their networks: EIP-55 checksummed for the EVM
-- networks, base58check for TRON (0x41), Dogecoin (0x1e) and the XRP Ledger, bech32 segwit v0 for
-- Bitcoin, base58 of 32 bytes for Solana. Each encodes the first 20 bytes (32 for Solana) of
-- sha256("bourse demo deposit <currency> <network>") ("… <network>" when both names are the same),
-- so nobody holds their keys: an operator sets the venue's own addresses in the console. Only an
-- address still equal to its first demo value is replaced; one an operator changed stays as it is.

UPDATE currency_networks SET deposit_address = 'bc1qll4l4u2pcjayqs7fhsrn5kcdlenhtehdv25xh7'
  WHERE id = 1 AND deposit_address = 'bc1qbourse0demo0deposit0address0btc0000000';
UPDATE currency_networks SET deposit_address = '0x7D1D775a94a3D156163d4914F8111EB14642E217'
  WHERE id = 2 AND deposit_address = '0xB0u75E0000000000000000000000000000dE0e7H';
UPDATE currency_networks SET deposit_address = '0x38B12A64c98bF370186Ff9482428F247bebA66AC'
  WHERE id = 3 AND deposit_address = '0xB0u75E0000000000000000000000000000dE0a5D';
UPDATE currency_networks SET deposit_address = 'TCsAvimwuyHshAxanamda3huNzmvtje5k2'
  WHERE id = 4 AND deposit_address = 'TBourseDemoDepositAddressTRC20usdt00';
UPDATE currency_networks SET deposit_address = '39uicXWyNSXMQdHCJtXDxTRKzS42i7oQ7ZcLmqFi6oyK'
  WHERE id = 5 AND deposit_address = 'BourseDemoDepositAddressSolana1111111111111';
UPDATE currency_networks SET deposit_address = '0x5AEbb0281543dE1EC1Abd720De957f02EF65C5af'
  WHERE id = 6 AND deposit_address = '0xB0u75E0000000000000000000000000000dE0b5C';
UPDATE currency_networks SET deposit_address = 'rhqTWQ1bdFFEAd2JR5zreQZry3ZwdgfBd2'
  WHERE id = 7 AND deposit_address = 'rBourseDemoDepositAddressXRPLedger11';
UPDATE currency_networks SET deposit_address = 'DSrnYFhsri2n9wEorq9bxXs1VmqSsSz5YE'
  WHERE id = 8 AND deposit_address = 'DBourseDemoDepositAddressDogecoin111';
