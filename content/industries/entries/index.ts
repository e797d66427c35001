import fintech from "./fintech-software-development";
import healthcareAndBeauty from "./healthcare-and-beauty-software-development";
import elearning from "./elearning-software-development";
import transportationAndAutomotive from "./transportation-and-automotive-software-development";
import iot from "./iot-software-development";
import social from "./social-software-development";

/** In the order the industries menu and index list them. */
export const entries = [fintech, healthcareAndBeauty, elearning, transportationAndAutomotive, iot, social];
