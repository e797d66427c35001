import webDevelopment from "./web-development";
import pwa from "./pwa";
import backend from "./backend";
import database from "./database";
import frontend from "./frontend";
import ecommerce from "./ecommerce";
import mobileDevelopment from "./mobile-development";
import ios from "./ios";
import android from "./android";
import hybridApp from "./hybrid-app";
import crossPlatform from "./cross-platform";
import aiIntegration from "./ai-integration";
import productDesign from "./product-design";
import appMaintenance from "./app-maintenance";
import qaAndAppTesting from "./qa-and-app-testing";
import businessAndProductStrategy from "./business-and-product-strategy";

/** In menu order: web development and its sub-pages, mobile development and its sub-pages, then the rest. */
export const entries = [
  webDevelopment,
  pwa,
  backend,
  database,
  frontend,
  ecommerce,
  mobileDevelopment,
  ios,
  android,
  hybridApp,
  crossPlatform,
  aiIntegration,
  productDesign,
  appMaintenance,
  qaAndAppTesting,
  businessAndProductStrategy,
];
