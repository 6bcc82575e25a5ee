/** Vietnamese: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "Demo",
  ribbon: "Giao dịch demo · tiền ảo",
  ribbonLabel: "Chế độ demo: bạn đang giao dịch bằng tiền ảo",
  switch: {
    label: "Giao dịch demo",
    demo: "Demo",
    real: "Thật",
  },
  intro: {
    title: "Luyện tập với giao dịch demo",
    funds: "Bạn nhận {{amount}} tiền ảo để luyện tập.",
    prices: "Giá theo cùng chỉ số với thị trường thật; lệnh spot được khớp trên sổ lệnh demo riêng.",
    apart: "Tiền demo là tiền ảo: không thể chuyển qua lại giữa tiền demo và tiền thật.",
    off: "Nạp, rút, P2P, sản phẩm sinh lời và các dịch vụ dùng tiền thật khác bị tắt trong chế độ demo.",
    reset: "Đặt lại tiền demo bất cứ lúc nào và quay về tài khoản thật chỉ với một chạm.",
    start: "Bắt đầu giao dịch demo",
    later: "Để sau",
  },
  switched: {
    demo: "Đang giao dịch bằng tiền demo",
    real: "Đã quay về tài khoản thật",
  },
  reset: {
    lead: "Tiền ảo để luyện tập: đặt lại về {{amount}} bất cứ lúc nào.",
    button: "Đặt lại tiền demo",
    title: "Đặt lại tiền demo?",
    closes: "Mọi vị thế và lệnh demo đang mở sẽ bị đóng.",
    balance: "Số dư demo của bạn sẽ trở về {{amount}}.",
    ok: "Đặt lại",
    done: "Tiền demo đã trở về {{amount}}",
  },
  notice: {
    title: "Không khả dụng ở chế độ demo",
    text: "Nạp, rút, P2P và sản phẩm sinh lời dùng tiền thật. Hãy chuyển sang tài khoản thật để sử dụng.",
    switch: "Chuyển sang tài khoản thật",
  },
};

export default demo;
