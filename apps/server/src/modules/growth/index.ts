export { growthAdminRoutes } from "./growth.admin.routes.ts";
export {
  CouponArg,
  type CouponBook,
  couponWriter,
  createCouponBook,
  type FeeDiscount,
} from "./growth.coupons.ts";
export { experienceBack, experienceInto } from "./growth.experience.ts";
export { growthLine } from "./growth.plugin.ts";
export { growthRoutes } from "./growth.routes.ts";
export { createGrowthService, type GrowthService } from "./growth.service.ts";
