import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";
import { site } from "@/content/site";

const entry: Input<typeof serviceSchema> = {
  slug: "android",
  name: "Android app development",
  parent: "mobile-development",
  seo: {
    title: "Android app development with Kotlin and Compose",
    description:
      "Native Android apps in Kotlin and Jetpack Compose that run smoothly on budget phones and flagships alike, released and kept compliant on Google Play.",
  },
  heroTitle: "Android apps that run well on every phone, not just the flagship",
  intro:
    "Android users carry thousands of device models, from folding flagships to two-year-old budget phones with 3 GB of memory and an aggressive battery saver. Our Android engineers build in Kotlin and Jetpack Compose, profile on the slow devices as well as the fast ones, and keep your app inside Google Play's policies and background limits year after year.",
  summary:
    "Native Kotlin and Jetpack Compose apps, tested on the devices your users own and kept compliant on Google Play.",
  audience:
    "Products with large Android audiences, as in Germany and most of Central and Eastern Europe; business apps running on company-issued phones, rugged scanners and tablets; and teams with an existing Kotlin or Java codebase that needs to grow or be rescued.",
  offerings: [
    {
      title: "Jetpack Compose apps",
      body: "Compose interfaces with Material 3 adapted to your brand, a clean architecture with ViewModels, coroutines and Flow, Room for local storage, and layouts that adapt to tablets and foldables instead of stretching a phone screen.",
    },
    {
      title: "Performance across device fragmentation",
      body: "Cold start, jank, memory and battery profiled on low-end phones as well as flagships, with Baseline Profiles that typically cut start-up time by 20 to 30 per cent, and crash and ANR rates kept well below the thresholds where Google Play starts hiding an app.",
    },
    {
      title: "Reliable background work",
      body: "Sync, uploads, location and reminders designed around Doze, App Standby buckets and the foreground service types Android 14 made mandatory, using WorkManager so jobs survive restarts and manufacturer battery savers.",
    },
    {
      title: "Enterprise and rugged devices",
      body: "Apps for Zebra and Honeywell scanners, kiosk and dedicated-device mode, managed configurations through your mobile device management system, and private distribution through managed Google Play.",
    },
  ],
  process: [
    {
      title: "Map the devices",
      body: "We start from your analytics or market data to pick the minimum Android version, usually Android 8 or 9, and a test matrix of 10 to 15 models covering the screen sizes, manufacturers and memory classes most of your users have.",
    },
    {
      title: "Build in sprints on the internal track",
      body: `Every two weeks a new build lands on the Play Console internal testing track. Unit, Compose UI and screenshot tests run on every pull request, and QA checks each build on phones from our device lab of ${site.deviceLab}.`,
    },
    {
      title: "Roll out in stages",
      body: "Releases go to 5 per cent of users first, then 20, 50 and 100 per cent over about a week, with Android vitals and crash reports watched at every step and the rollout halted if a new crash appears.",
    },
    {
      title: "Stay ahead of Play Console deadlines",
      body: "Each year Google requires apps to target a recent API level by the end of August. We plan that upgrade in spring, test the behaviour changes, and keep the data safety form and permission declarations accurate as the app changes.",
    },
  ],
  technologies: [
    { name: "Kotlin" },
    { name: "Jetpack Compose" },
    "kotlin-multiplatform",
    "react-native",
    "flutter",
    "node-js",
    "python",
    "django",
  ],
  projects: ["glow-salon-booking", "roadready-fleet", "fieldnote-smart-greenhouse"],
  faqs: [
    {
      question: "How much does an Android app cost?",
      answer: `A native Android-only first release, with design, back end and testing, typically costs ${pricing.facts.mvpFrom} to EUR 90,000 and takes 10 to 16 weeks. Apps for rugged devices with scanner integration and kiosk mode usually add EUR 10,000 to EUR 25,000. Sharing logic with a later iOS app through Kotlin Multiplatform lowers the cost of the second platform.`,
    },
    {
      question: "How do you test on so many Android devices?",
      answer:
        "We test every release on the 10 to 15 models that cover most of your users, taken from our lab of more than 60 devices, including Samsung, Xiaomi and Motorola budget phones. Before major releases we add a cloud device farm for the long tail of models and Android versions.",
    },
    {
      question: "How long does it take to get onto Google Play?",
      answer:
        "Registering an organisation account costs a one-time USD 25 (about EUR 23) and takes a few days of identity checks. A first review usually takes one to seven days; updates often pass within hours. We set aside a week in the launch plan so the date doesn't depend on the review queue.",
    },
    {
      question: "Can the app be distributed only to our staff?",
      answer:
        "Yes. Through managed Google Play and your mobile device management system, such as Intune or Workspace ONE, the app installs only on enrolled company devices and never appears in the public store. Updates are pushed silently, usually the same day we release them.",
    },
  ],
};

export default entry;
