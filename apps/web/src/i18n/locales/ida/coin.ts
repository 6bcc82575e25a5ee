/** Indonesian: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "Profil koin",
  titleOf: "Profil {{coin}}",
  link: "Tentang {{coin}}",
  choose: "Pilih koin untuk membaca profilnya",
  noCoins: "Belum ada koin yang terdaftar",
  unknown: "{{coin}} tidak terdaftar",
  empty: "Belum ada profil {{coin}}",
  issue: "Data penerbitan",
  issueDate: "Tanggal terbit",
  totalSupply: "Total pasokan",
  noCap: "Tanpa batas tetap",
  circulating: "Pasokan beredar",
  asOf: "per {{date}}",
  issuePrice: "Harga terbit",
  noIssuePrice: "Tidak dijual saat terbit",
  unknownValue: "Tidak diketahui",
  links: "Tautan",
  website: "Situs resmi",
  explorer: "Penjelajah blok",
  whitePaperLink: "White paper (asli)",
  whitePaper: "White paper",
  noWhitePaper: "Teks white paper belum tersedia di sini.",
  inEnglish: "Ditampilkan dalam bahasa Inggris: profil ini belum diterjemahkan.",
};

export default coin;
