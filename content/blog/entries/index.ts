import whyCompaniesOutsourceSoftwareDevelopmentToRomaniaIn2026 from "./why-companies-outsource-software-development-to-romania-in-2026";
import nuxtAuthRefreshTokenAuthenticationInYourNuxtApp from "./nuxt-auth-refresh-token-authentication-in-your-nuxt-app";
import eightTrendsShapingDigitalProductDevelopmentIn2026 from "./8-trends-shaping-digital-product-development-in-2026";
import kotlinMultiplatformVsFlutterIn2026 from "./kotlin-multiplatform-vs-flutter-in-2026";
import howMuchDoesAnMvpCostIn2026 from "./how-much-does-an-mvp-cost-in-2026";
import mobileAppAccessibilityChecklist from "./mobile-app-accessibility-checklist";
import testAutomationForMobileAppsWhatToAutomateFirst from "./test-automation-for-mobile-apps-what-to-automate-first";
import addingAiFeaturesWithoutLeakingCustomerData from "./adding-ai-features-without-leaking-customer-data";
import whatAppMaintenanceReallyInvolves from "./what-app-maintenance-really-involves";
import designSystemsThatSurviveTheSecondProduct from "./design-systems-that-survive-the-second-product";
import offlineFirstMobileAppsSyncStrategies from "./offline-first-mobile-apps-sync-strategies";
import runningATwoWeekDiscoveryWorkshop from "./running-a-two-week-discovery-workshop";

/** Any order: the loader sorts posts newest first. */
export const entries = [
  whyCompaniesOutsourceSoftwareDevelopmentToRomaniaIn2026,
  nuxtAuthRefreshTokenAuthenticationInYourNuxtApp,
  eightTrendsShapingDigitalProductDevelopmentIn2026,
  kotlinMultiplatformVsFlutterIn2026,
  howMuchDoesAnMvpCostIn2026,
  mobileAppAccessibilityChecklist,
  testAutomationForMobileAppsWhatToAutomateFirst,
  addingAiFeaturesWithoutLeakingCustomerData,
  whatAppMaintenanceReallyInvolves,
  designSystemsThatSurviveTheSecondProduct,
  offlineFirstMobileAppsSyncStrategies,
  runningATwoWeekDiscoveryWorkshop,
];
