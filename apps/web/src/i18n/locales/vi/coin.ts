/** Vietnamese: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Hồ sơ đồng coin",
  titleOf: "Hồ sơ {{coin}}",
  link: "Về {{coin}}",
  choose: "Chọn một đồng coin để xem hồ sơ",
  noCoins: "Chưa có đồng coin nào được niêm yết",
  unknown: "{{coin}} chưa được niêm yết",
  empty: "Chưa có hồ sơ của {{coin}}",
  issue: "Thông tin phát hành",
  issueDate: "Ngày phát hành",
  totalSupply: "Tổng cung",
  noCap: "Không có giới hạn cố định",
  circulating: "Lượng lưu hành",
  asOf: "tính đến {{date}}",
  issuePrice: "Giá phát hành",
  noIssuePrice: "Không bán khi phát hành",
  unknownValue: "Không rõ",
  links: "Liên kết",
  website: "Trang web chính thức",
  explorer: "Trình khám phá khối",
  whitePaperLink: "Sách trắng (bản gốc)",
  whitePaper: "Sách trắng",
  noWhitePaper: "Chưa có nội dung sách trắng tại đây.",
  inEnglish: "Hiển thị bằng tiếng Anh: hồ sơ này chưa được dịch.",
};

export default coin;
