/**
 * The growth page's tabs, one chunk it loads when the first is opened (outside the console's main
 * chunk; one chunk per tab would split the modules they share out of it).
 */

export { BonusSection } from "./bonus-section";
export { CouponsSection } from "./coupons-section";
export { KingSection } from "./king-section";
export { RatesSection } from "./rates-section";
export { ReportSection } from "./report-section";
export { TreeSection } from "./tree-section";
