-- The home menu leads to fiat P2P and copy trading, after verification (operators can reorder or disable them).
INSERT INTO menu_items (id, icon, route, sort, names) VALUES
  (6, 'p2p', '/pages/otc/otc', 6,
   '{"en":"Fiat P2P","zh":"法币交易","hk":"法幣交易","jp":"P2P取引","kor":"P2P 거래","ida":"P2P Fiat","th":"ซื้อขาย P2P","vi":"P2P pháp định","tur":"P2P İşlem","spa":"P2P fiat","fra":"P2P fiat","de":"Fiat-P2P","pt":"P2P fiat","ru":"P2P-торговля"}'),
  (7, 'copy', '/pages/follow/index', 6,
   '{"en":"Copy trading","zh":"跟单交易","hk":"跟單交易","jp":"コピートレード","kor":"카피 트레이딩","ida":"Copy trading","th":"คัดลอกเทรด","vi":"Giao dịch sao chép","tur":"Kopya işlem","spa":"Copy trading","fra":"Copy trading","de":"Copy-Trading","pt":"Copy trading","ru":"Копитрейдинг"}')
ON CONFLICT (id) DO NOTHING;
