import fieldnoteSmartGreenhouse from "./fieldnote-smart-greenhouse";
import ledgerlyBudgeting from "./ledgerly-budgeting";
import campusQuest from "./campus-quest";
import glowSalonBooking from "./glow-salon-booking";
import roadreadyFleet from "./roadready-fleet";
import huddleSportsClubs from "./huddle-sports-clubs";
import voltwayEvCharging from "./voltway-ev-charging";

/** Featured case studies first, in the order the projects page shows them. */
export const entries = [
  fieldnoteSmartGreenhouse,
  ledgerlyBudgeting,
  campusQuest,
  glowSalonBooking,
  roadreadyFleet,
  huddleSportsClubs,
  voltwayEvCharging,
];
