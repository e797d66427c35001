import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "elearning-software-development",
  name: "E-learning",
  seo: {
    title: "E-learning platform and education app development",
    description:
      "Learning platforms, course apps and school tools that load fast on old devices, protect young learners and show teachers what to teach next.",
  },
  heroTitle: "Learning products that people finish",
  intro:
    "We build learning platforms for schools, course creators and corporate training teams. The hard part is rarely the video player: it is keeping learners motivated, giving teachers useful insight and running well on whatever device a learner has.",
  summary: "Learning platforms and course apps that keep learners going and give teachers insight.",
  challenges: [
    {
      title: "Old devices, busy networks",
      body: "Classrooms run on ageing laptops and shared Wi-Fi. We set strict performance budgets so a whole class can start a lesson at the same moment.",
    },
    {
      title: "Children's data",
      body: "Platforms used by minors need data minimisation, parental controls and no third-party tracking. We design sign-in and analytics around those limits.",
    },
    {
      title: "Motivation without manipulation",
      body: "Streaks and badges can backfire. We reward mastery and progress rather than time spent, and test mechanics with real learners before scaling them.",
    },
  ],
  capabilities: [
    {
      title: "Adaptive practice",
      body: "Exercise engines that choose the next question from what a learner got wrong, with skills maps teachers can edit themselves.",
    },
    {
      title: "Course platforms",
      body: "Video lessons, quizzes, certificates and subscriptions for course creators and training teams, with SCORM and LTI where schools need them.",
    },
    {
      title: "Teacher dashboards",
      body: "Class and skill heatmaps, assignments and progress reports that turn practice data into the next lesson plan.",
    },
  ],
  services: ["web-development", "frontend", "backend", "product-design"],
  technologies: ["next-js", "react", "node-js", "express-js", "vue-js"],
  projects: ["campus-quest"],
  faqs: [
    {
      question: "Can pupils sign in without an email address?",
      answer:
        "Yes. We often use class codes with picture or word passwords, or single sign-on through the school's Google or Microsoft accounts, so no personal email is collected from children.",
    },
    {
      question: "Do you support SCORM or LTI?",
      answer:
        "Yes. We can import SCORM packages, export progress to a learning management system and launch content through LTI 1.3, so your product fits into the tools schools already use.",
    },
    {
      question: "How long does a learning platform take to build?",
      answer:
        "A focused first version for one audience, such as pupils and their teachers, usually takes four to six months. Authoring tools, payments and integrations add to that, and discovery gives you a fixed estimate.",
    },
  ],
};

export default entry;
