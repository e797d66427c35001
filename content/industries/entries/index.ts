import fintech from './fintech';
import healthcareAndBeauty from './healthcare-and-beauty';
import elearning from './elearning';
import transportationAndAutomotive from './transportation-and-automotive';
import iot from './iot';
import social from './social';

/** In the order the industries menu and index list them. */
export const entries = [
  fintech,
  healthcareAndBeauty,
  elearning,
  transportationAndAutomotive,
  iot,
  social,
];
