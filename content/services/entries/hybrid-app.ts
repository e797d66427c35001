import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "hybrid-app",
  name: "Hybrid app development",
  parent: "mobile-development",
  seo: {
    title: "Hybrid app development with Capacitor and Ionic",
    description:
      "Put your existing web app in the App Store and Google Play with Capacitor, native plugins and shared code, and know up front when hybrid is the wrong choice.",
  },
  heroTitle: "Your web app in both stores, without a second codebase",
  intro:
    "A hybrid app runs your web front end inside a native shell, with plugins for push notifications, the camera, biometrics and secure storage. If you already have a good React, Vue or Angular product, it is the fastest and cheapest route onto phones, and most of the code stays shared with the website. We also say plainly when the web view will hold the product back.",
  summary: "Store apps built from your existing web code with Capacitor, plus native plugins where they matter.",
  audience:
    "Companies with a working web app or PWA whose customers keep asking for an app, internal tools for staff on managed devices, and content- or form-heavy products where most screens are already web pages. It suits teams who want one front-end team shipping to web, iOS and Android.",
  offerings: [
    {
      title: "Web app to store app",
      body: "We package your existing front end with Capacitor, share 80 to 95 per cent of the code with the website, and add what Apple's minimum-functionality rule (guideline 4.2) expects: native navigation, push, offline screens and device features, so review does not reject it as a repackaged website.",
    },
    {
      title: "Native plugins and custom bridges",
      body: "Push through APNs and Firebase Cloud Messaging, Face ID and fingerprint sign-in, camera and document scanning, Keychain and Keystore storage, deep links and in-app purchases. Where no maintained plugin exists we write a small Swift or Kotlin bridge and keep it under test.",
    },
    {
      title: "Speed and offline use",
      body: "Lazy-loaded routes, a JavaScript budget checked in CI, local SQLite storage and a sync queue, so the app opens in under two seconds on a three-year-old Android phone and keeps working in a lift or on a train.",
    },
    {
      title: "Cordova and Ionic upgrades",
      body: "Ageing Cordova or Ionic 3 apps moved to current Capacitor and framework versions, with plugins replaced one by one. When a product has outgrown the web view, we plan a staged move to React Native or Flutter instead.",
    },
  ],
  process: [
    {
      title: "Fit check",
      body: "In one to two weeks we review your web code, test the riskiest screens in a web view on real devices and list every native feature you need. You get a written go or no-go, with the cross-platform alternative priced if hybrid is the wrong tool.",
    },
    {
      title: "Shell, plugins and mobile layouts",
      body: "We add the native project, wire the plugins and adapt layouts for safe areas, the keyboard, back gestures and touch targets, behind a platform flag so the website does not change unless you want it to.",
    },
    {
      title: "Device testing",
      body: "Automated end-to-end tests in CI plus manual passes on iOS and Android phones from our device lab, including low-end Android models where web views are slowest and older iOS versions you still support.",
    },
    {
      title: "Store release and live updates",
      body: "Store listings, privacy labels and review submissions, then a pipeline that ships native releases through the stores and small web-layer fixes as live updates within the store rules.",
    },
  ],
  technologies: ["react", "vue-js", "angular", "next-js", "nuxt-js"],
  projects: ["campus-quest", "roadready-fleet"],
  faqs: [
    {
      question: "How much does a hybrid app cost and how long does it take?",
      answer:
        "Wrapping a well-built responsive web app usually costs EUR 15,000 to EUR 40,000 and takes four to eight weeks, including store approval. A new hybrid app built from scratch with its own back end typically runs EUR 45,000 to EUR 90,000 over three to four months. The fit check itself costs EUR 3,000 to EUR 5,000.",
    },
    {
      question: "When is a hybrid app the wrong choice?",
      answer:
        "When the product depends on long lists with heavy animation, complex gestures, background location or audio, Bluetooth devices, or camera processing in real time. Web views also struggle on low-end Android phones. In those cases a React Native or Flutter app costs 40 to 80 per cent more up front but avoids a rewrite a year later.",
    },
    {
      question: "Will Apple and Google accept a hybrid app?",
      answer:
        "Yes, as long as it does more than the website. Apps that only load a URL are routinely rejected under App Store guideline 4.2. We plan push notifications, offline use and device features from the start, and first submissions usually clear review within one to three days.",
    },
    {
      question: "Hybrid app or progressive web app?",
      answer:
        "A PWA is cheaper, often EUR 5,000 to EUR 15,000 on top of an existing web app, and needs no store review, but on iPhones it cannot be found in the App Store and offers fewer device features. Choose hybrid when store presence, reliable iOS push or native plugins matter; a PWA when reach through a link is enough.",
    },
  ],
};

export default entry;
