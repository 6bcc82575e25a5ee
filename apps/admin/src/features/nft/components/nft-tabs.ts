/**
 * The NFT page's tabs, one chunk it loads when the first is opened (outside the console's main chunk;
 * one chunk per tab would split the modules they share out of it).
 */

export { ArtistsSection } from "./artists-section";
export { ArtworksSection } from "./artworks-section";
export { CollectionsSection } from "./collections-section";
export { OrdersSection } from "./orders-section";
export { SalesSection } from "./sales-section";
export { SeriesSection } from "./series-section";
