/**
 * The loan tabs of the earn page, one chunk it loads when either is first opened (outside the
 * earn page's chunk; two chunks would split the shared modules out of it).
 */

export { LoanTermsSection } from "./loan-terms-section";
export { LoansSection } from "./loans-section";
