import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'hybrid-app',
  name: 'Hybrid app development',
  parent: 'mobile-development',
  seo: {
    title: 'Hybrid app development with web technologies',
    description:
      'Hybrid apps that wrap your web app for the App Store and Google Play with native plugins: the fastest route to the stores when you already have a web product.',
  },
  heroTitle: 'Your web app, in the stores, in weeks',
  intro:
    'A hybrid app runs your web code inside a native shell, with plugins for the camera, push notifications and secure storage. When you already have a good web product, it is the quickest and cheapest way onto phones. We also tell you honestly when it is the wrong choice.',
  summary: 'Store apps built from your existing web code, with native plugins where they matter.',
  audience:
    'Companies with a working web app or PWA who need a presence in the stores, internal tools for employees, and content-led products where most screens are already web pages.',
  offerings: [
    {
      title: 'Web app to store app',
      body: "We package your existing web front end with Capacitor, add native navigation and splash screens, and meet the App Store's rules for apps that are more than a website.",
    },
    {
      title: 'Native plugins',
      body: 'Push notifications, biometric sign-in, camera and file access, secure storage and deep links, through maintained plugins or our own.',
    },
    {
      title: 'Offline and performance',
      body: 'Service workers, local databases and careful bundle budgets, so the app opens fast and keeps working on a train.',
    },
    {
      title: 'Hybrid app rescue',
      body: 'Ageing Cordova or Ionic apps upgraded to current tooling, or moved to React Native or Flutter when the product has outgrown the web view.',
    },
  ],
  process: [
    {
      title: 'Check the fit',
      body: 'A short review of your web app and the native features you need, to confirm hybrid is the right route.',
    },
    {
      title: 'Wrap and adapt',
      body: 'We add the native shell, adapt layouts for safe areas and gestures, and wire up the plugins.',
    },
    {
      title: 'Test on devices',
      body: 'Testing on real iOS and Android phones, including older models where web views are slowest.',
    },
    {
      title: 'Publish',
      body: 'Store listings, review submissions and a release pipeline that ships web fixes and native updates separately.',
    },
  ],
  technologies: ['vue-js', 'react', 'angular', 'nuxt-js'],
  projects: ['campus-quest', 'voltway-ev-charging'],
  faqs: [
    {
      question: 'When is a hybrid app a bad idea?',
      answer:
        'When the app depends on heavy animation, complex gestures, background processing or Bluetooth, or when it must feel indistinguishable from native. Then a cross-platform framework is a better investment.',
    },
    {
      question: 'Will Apple accept a hybrid app?',
      answer:
        'Yes, if it offers more than the website: native navigation, push notifications, offline use or device features. We design for the App Review guidelines from the start.',
    },
    {
      question: 'How long does it take?',
      answer:
        'Wrapping a well-built responsive web app usually takes four to eight weeks including store approval. Costs typically range from EUR 15,000 to EUR 40,000.',
    },
  ],
};

export default entry;
