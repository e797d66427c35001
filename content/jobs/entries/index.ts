import seniorReactNativeDeveloper from "./senior-react-native-developer";
import rubyOnRailsDeveloper from "./ruby-on-rails-developer";
import qaAutomationEngineer from "./qa-automation-engineer";
import productDesigner from "./product-designer";
import flutterDeveloperInternship from "./flutter-developer-internship";

export const entries = [
  seniorReactNativeDeveloper,
  rubyOnRailsDeveloper,
  qaAutomationEngineer,
  productDesigner,
  flutterDeveloperInternship,
];
