import clujTechPodcastBuildingAppsThatLast from "./cluj-tech-podcast-building-apps-that-last";
import interviewWhyClientsOutsourceToRomania from "./interview-why-clients-outsource-to-romania";
import europeanTechnologyAwardForAppDevelopment2025 from "./european-technology-award-for-app-development-2025";
import clujConferenceTalkAccessibilityInMobileApps from "./cluj-conference-talk-accessibility-in-mobile-apps";

/** Newest first. */
export const entries = [
  clujTechPodcastBuildingAppsThatLast,
  interviewWhyClientsOutsourceToRomania,
  europeanTechnologyAwardForAppDevelopment2025,
  clujConferenceTalkAccessibilityInMobileApps,
];
