-- The home menu leads to lock mining, after copy trading (operators can reorder or disable it).
INSERT INTO menu_items (id, icon, route, sort, names) VALUES
  (8, 'earn', '/pages/lockming/lockming', 6,
   '{"en":"Lock mining","zh":"锁仓挖矿","hk":"鎖倉挖礦","jp":"ロックマイニング","kor":"락업 채굴","ida":"Lock mining","th":"ล็อกขุด","vi":"Khóa khai thác","tur":"Kilitli madencilik","spa":"Minería bloqueada","fra":"Minage verrouillé","de":"Lock-Mining","pt":"Mineração bloqueada","ru":"Лок-майнинг"}')
ON CONFLICT (id) DO NOTHING;
