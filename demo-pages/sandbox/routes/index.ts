import { Router } from '../router.ts';
import { registerAddonRoutes } from './addons.ts';
import { registerApartmentRateRoutes } from './apartment-rates.ts';
import { registerAvailabilityRoutes } from './availability.ts';
import { registerBookingBannerRoutes } from './booking-banner.ts';
import { registerCareerRoutes } from './careers.ts';
import { registerCartRoutes } from './cart.ts';
import { registerCheckinRoutes } from './checkin.ts';
import { registerCheckoutCommitRoutes } from './checkout-commit.ts';
import { registerCheckoutContentRoutes } from './checkout-content.ts';
import { registerCheckoutHoldRoutes } from './checkout-hold.ts';
import { registerCheckoutPaymentRoutes } from './checkout-payment.ts';
import { registerConfigurationRoutes } from './configurations.ts';
import { registerGatewayRoutes } from './gateway.ts';
import { registerGatewayProxyRoutes } from './gateway-proxy.ts';
import { registerGuestReviewRoutes } from './guest-reviews.ts';
import { registerLuckyRoutes } from './lucky.ts';
import { registerPointHistoryRoutes } from './point-history.ts';
import { registerContentRoutes } from './content.ts';
import { registerCurrencyRoutes } from './currency.ts';
import { registerDestinationRoutes } from './destinations.ts';
import { registerEnquiryRoutes } from './enquiries.ts';
import { registerSiteServiceRoutes } from './site-services.ts';
import { registerLoyaltyContentRoutes } from './loyalty-content.ts';
import { registerLoyaltyMemberRoutes } from './loyalty-member.ts';
import { registerMemberRoutes } from './member.ts';
import { registerNavigationRoutes } from './navigation.ts';
import { registerOfferRoutes } from './offers.ts';
import { registerPasswordResetRoutes } from './password-reset.ts';
import { registerPointsRoutes } from './points.ts';
import { registerPropertyDetailsRoutes } from './property-details.ts';
import { registerPointsRedemptionRoutes } from './points-redemption.ts';
import { registerPointsPurchaseRoutes } from './points-purchase.ts';
import { registerRateRoutes } from './rates.ts';
import { registerReservationRoutes } from './reservations.ts';
import { registerReservationModifyRoutes } from './reservation-modify.ts';
import { registerReservationManageRoutes } from './reservation-manage.ts';
import { registerSandboxAdminRoutes } from './sandbox-admin.ts';
import { registerSignUpRoutes } from './sign-up.ts';
import { registerSocialAuthorizeRoutes } from './social-authorize.ts';
import { registerSocialLoginRoutes } from './social-login.ts';
import { registerVoucherRoutes } from './vouchers.ts';
import { registerNewsRoutes } from './news.ts';
import { registerVoucherIssueRoutes } from './voucher-issue.ts';

/** Each backend area registers its routes; a new area is one more module in this list. */
const ROUTE_MODULES: readonly ((router: Router) => void)[] = [
  registerContentRoutes,
  registerLoyaltyContentRoutes,
  registerCurrencyRoutes,
  registerNavigationRoutes,
  registerAvailabilityRoutes,
  registerRateRoutes,
  registerApartmentRateRoutes,
  registerAddonRoutes,
  registerCartRoutes,
  registerPointsRoutes,
  registerPointsRedemptionRoutes,
  registerCheckoutHoldRoutes,
  registerCheckoutPaymentRoutes,
  registerCheckoutCommitRoutes,
  registerReservationRoutes,
  registerCheckinRoutes,
  registerReservationModifyRoutes,
  registerReservationManageRoutes,
  registerCheckoutContentRoutes,
  registerConfigurationRoutes,
  registerMemberRoutes,
  registerSignUpRoutes,
  registerPasswordResetRoutes,
  registerLoyaltyMemberRoutes,
  registerVoucherRoutes,
  registerVoucherIssueRoutes,
  registerPointsPurchaseRoutes,
  registerSocialLoginRoutes,
  registerSocialAuthorizeRoutes,
  registerGatewayRoutes,
  registerGatewayProxyRoutes,
  registerLuckyRoutes,
  registerPointHistoryRoutes,
  registerPropertyDetailsRoutes,
  registerGuestReviewRoutes,
  registerEnquiryRoutes,
  registerSiteServiceRoutes,
  registerNewsRoutes,
  registerCareerRoutes,
  registerBookingBannerRoutes,
  registerDestinationRoutes,
  registerOfferRoutes,
  registerSandboxAdminRoutes,
];

export function createSandboxRouter(): Router {
  const router = new Router();
  for (const registerRoutes of ROUTE_MODULES) registerRoutes(router);
  return router;
}
