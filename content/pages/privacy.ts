import type { Input, editorialPageSchema } from '@/content/schemas';
import { site } from '@/content/site';

const page: Input<typeof editorialPageSchema> = {
  eyebrow: 'Legal',
  heroTitle: 'Privacy policy',
  intro: `This policy explains what personal data ${site.legalName} collects when you visit this website, write to us or apply for a job, why we need it, who else handles it, how long we keep it and what you can ask us to do with it. It covers this website only, not the apps we build for our partners, which have their own policies.`,
  updatedAt: '2026-11-26',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who is responsible for your data',
      blocks: [
        {
          type: 'paragraph',
          text: `The controller of the personal data described here is ${site.legalName}, a company registered in ${site.city}, ${site.country}. For any question about this policy or your data, write to ${site.email}. A member of our management team reads every privacy request and answers it personally.`,
        },
        {
          type: 'paragraph',
          text: "When we build or maintain an app for a partner, the partner decides what happens to its users' data and we act as its processor under a data processing agreement. If you are a user of such an app, the partner's privacy policy applies and it is the right first contact for your requests.",
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        { type: 'heading', level: 3, text: 'When you browse the site' },
        {
          type: 'paragraph',
          text: "Our servers log each request: your IP address, the page asked for, the time, the browser's user agent and the response code. We use these logs only to keep the site secure and to fix errors. Analytics, session recordings and the chat widget run only if you accept them; the cookies section explains what they collect.",
        },
        { type: 'heading', level: 3, text: 'When you use the contact form' },
        {
          type: 'list',
          items: [
            'Your name and email address, and your phone number if you give it.',
            'Your budget range and timeline.',
            'Your message and any files you attach: briefs, specs or designs, as PDF or DOCX files.',
            'How you heard about us, if you tick any of the options.',
            'Marketing attribution: the campaign that brought you here, the page you landed on and when you first visited, as described in the next section.',
          ],
        },
        { type: 'heading', level: 3, text: 'When you apply for a job' },
        {
          type: 'list',
          items: [
            'Your name and email address, your phone number if you give it, and the role you are applying for.',
            'Your CV: one PDF or DOCX file.',
            'The link you choose to share, if any, such as your LinkedIn profile or portfolio site.',
            'Your message, if you write one.',
            'The same marketing attribution as the contact form.',
          ],
        },
        {
          type: 'paragraph',
          text: "Please don't include health data or other special categories of data in a CV or message; we don't need them. Later in a hiring process we also keep notes from interviews and the results of any technical exercise.",
        },
        { type: 'heading', level: 3, text: 'When you email us or subscribe' },
        {
          type: 'paragraph',
          text: 'If you email us directly, we receive your address and whatever you write. If you subscribe to our newsletter, we store your email address, the date you subscribed and the fact that you agreed.',
        },
      ],
    },
    {
      id: 'marketing-attribution',
      title: 'Marketing attribution',
      blocks: [
        {
          type: 'paragraph',
          text: 'To learn which articles, campaigns and partners actually bring us conversations, the site remembers how your visit began: the utm_source, utm_medium and utm_campaign values of the link you arrived by, the first page you landed on and the time of your first visit.',
        },
        {
          type: 'paragraph',
          text: "These values are kept in your browser's session storage, not in a cookie, and they stay on your device. They are sent to us only together with a contact or job application form that you submit yourself, as part of that submission. If you never submit a form, we never receive them, and your browser discards them when you close the tab.",
        },
      ],
    },
    {
      id: 'legal-bases',
      title: 'Why we use your data and on what legal basis',
      blocks: [
        {
          type: 'list',
          items: [
            'Answering your enquiry, preparing an estimate and proposal, and negotiating a contract: steps you ask us to take before entering into a contract (Article 6(1)(b) GDPR).',
            'Assessing your job application and arranging interviews: also steps before a possible employment contract (Article 6(1)(b)).',
            'Following up on a conversation, keeping a record of what we discussed, understanding which channels bring us enquiries, and keeping the site and forms secure: our legitimate interests (Article 6(1)(f)). We balance them against yours, and you can object at any time.',
            'Sending the newsletter, if you tick its box on either form, and loading the tools in the Targeting & Advertising cookie category: your consent (Article 6(1)(a)), which you can withdraw whenever you like.',
            'Keeping contracts and invoices once you become a partner, and answering lawful requests from authorities: legal obligations under Romanian law (Article 6(1)(c)).',
          ],
        },
        {
          type: 'paragraph',
          text: "We don't sell your data, we don't use it for automated decisions that have legal or similarly significant effects on you, and we don't add people who contacted us about a project to the newsletter unless they ask.",
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'On your first visit, a dialog asks which cookies you accept. There are two categories: Necessary, which is always on, and Targeting & Advertising, which stays off until you choose it.',
        },
        { type: 'heading', level: 3, text: 'Necessary' },
        {
          type: 'paragraph',
          text: "Always on. The only cookie in this category is consent-status, which stores your choice in the cookie dialog for one year so we don't ask you on every page. It is set by this site, holds nothing but your choice and is not used to track you. After a year it expires and the dialog asks you again.",
        },
        { type: 'heading', level: 3, text: 'Targeting & Advertising' },
        {
          type: 'paragraph',
          text: 'Off until you choose it. When you accept this category, the site loads the following tools:',
        },
        {
          type: 'list',
          items: [
            "Google Tag Manager: loads and manages the measurement tags below. It doesn't set measurement cookies of its own.",
            'Google Analytics: sets _ga and _ga_ followed by an id, for up to two years, to tell visits and visitors apart. It records the pages you view, how long you stay, the link or campaign you came from, your device type and an approximate location derived from your IP address. With it, our site also reports how quickly each page loaded and responded on your device (the Web Vitals measures), naming the page element each figure was measured on, such as a heading or a button; it holds nothing you typed. If you use the site search, Google Analytics also records the words you searched for and how many pages were found, never with your name or email address, so we can see what visitors look for but do not find; without this consent your searches are not recorded, and the search itself runs in your browser: no other company sees what you type. We use it to see which pages help people, which campaigns lead to enquiries and which pages are slow on real phones.',
            'Hotjar: sets _hjSessionUser_ followed by our site id for one year and _hjSession_ for 30 minutes. It records clicks, scrolling and mouse movement as session recordings and heatmaps, and shows the occasional short feedback survey. Text you type into form fields is masked and never recorded. If you have accepted and then send the contact form or a job application, we pass Hotjar your email address, your name and which of the two forms you sent, so we can connect the session to your enquiry.',
            'Drift chat: the chat widget in the corner of the page, loaded once your browser is idle. It sets drift_aid and driftt_aid for up to two years and drift_campaign_refresh for 30 minutes, to recognise a returning visitor and continue an earlier conversation. What you write in the chat reaches Drift and our team.',
          ],
        },
        {
          type: 'paragraph',
          text: "Nothing in Targeting & Advertising loads before you accept. Until then the scripts are not requested at all, so none of these cookies is set and none of these providers receives your IP address from this site. If you don't accept, the whole site still works, including both forms; only the chat widget is missing, and you can email us instead.",
        },
        { type: 'heading', level: 3, text: 'Changing your choice' },
        {
          type: 'paragraph',
          text: "The Cookie settings link in the footer of every page reopens the dialog, where you can change your choice or withdraw your consent at any time. After you withdraw, these tools no longer load on the pages you open next. Cookies they have already set stay in your browser until they expire or you delete them, which you can do straight away in your browser's settings for this site.",
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Who receives your data',
      blocks: [
        {
          type: 'paragraph',
          text: 'Inside the company, enquiries are read by the people who answer them and prepare proposals, and applications by our people team and the hiring managers for the role. Outside it, these providers process data on our behalf, under contracts that limit them to our instructions:',
        },
        {
          type: 'list',
          items: [
            'Our hosting provider, which runs the website and stores form submissions and their attachments.',
            'Our CRM provider, where enquiries and applications are copied so we can track the conversation.',
            'Our email and office software provider, for messages you send us and our replies.',
            'Google (Google Tag Manager and Google Analytics), Hotjar and Drift, only after you accept Targeting & Advertising cookies.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may also share data with our lawyers and accountants when they need it to advise us, and with authorities when the law requires it. If you would like the names of our current providers, ask us at the address above.',
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        {
          type: 'paragraph',
          text: 'We keep the website and form submissions on servers in the European Union. Some providers, notably Google and Drift, may process data in the United States or other countries outside the European Economic Area.',
        },
        {
          type: 'paragraph',
          text: 'Where that happens, the transfer is covered by the Standard Contractual Clauses adopted by the European Commission, together with the extra technical and organisational measures the provider commits to, or by the EU-US Data Privacy Framework where the provider is certified under it. You can ask us for a copy of the safeguards that apply to a given provider.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          type: 'list',
          items: [
            'Enquiries from the contact form or by email: 24 months after our last contact with you, then deleted. If you become a partner, contract and invoicing records are kept for as long as Romanian accounting and tax law requires.',
            'Job applications: until the hiring round for the role closes, then deleted.',
            'Newsletter: until you unsubscribe, through the link in every issue or by writing to us.',
            'Server logs: 30 days.',
            'The consent-status cookie: one year. Marketing attribution in session storage: until you close the tab.',
            'Google Analytics data: 14 months, after which Google deletes it from our reports.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Under the GDPR you can ask us to:',
        },
        {
          type: 'list',
          items: [
            'Give you access to the personal data we hold about you and a copy of it.',
            'Correct data that is wrong or incomplete.',
            'Erase your data when we no longer need it, when you withdraw consent or when you have objected successfully.',
            'Restrict how we use your data while a question about it is being resolved.',
            'Send the data you gave us to you or another organisation in a common, machine-readable format (portability).',
            'Stop using your data for a purpose based on our legitimate interests (objection).',
            'Withdraw any consent you gave, for the newsletter or cookies, without affecting what we did before.',
          ],
        },
        {
          type: 'paragraph',
          text: `To use any of these rights, email ${site.email}. It costs nothing. We reply within one month, or tell you within that month if a complex request needs up to two more, and we may ask you to confirm your identity before sending any data.`,
        },
        {
          type: 'paragraph',
          text: 'If you think we have handled your data unlawfully, you can complain to the Romanian supervisory authority, the National Supervisory Authority for Personal Data Processing (ANSPDCP), at dataprotection.ro, or to the authority in the EU country where you live or work. We would appreciate the chance to put things right first.',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        {
          type: 'paragraph',
          text: 'The site is served over HTTPS only, so form submissions and attachments are encrypted on their way to us. Submissions are stored on access-controlled servers; only the people who handle enquiries or a particular hiring round can open them, and every account with access to our CRM and email uses two-factor authentication.',
        },
        {
          type: 'paragraph',
          text: 'No system is perfectly secure. If a breach puts your data at risk, we will notify ANSPDCP within 72 hours of finding out and tell you directly when the risk to you is high, including what happened and what you can do.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          type: 'paragraph',
          text: "This website is meant for businesses and job applicants, not for children. We don't knowingly collect data from anyone under 16. If you believe a child has sent us personal data through one of the forms, write to us and we will delete it.",
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'When we change this policy, we update the date at the top of the page. If we add a new tool to the Targeting & Advertising category or use your data for a new purpose, the cookie dialog asks for your choice again, or we ask for your consent in another clear way, before the change applies to you.',
        },
      ],
    },
  ],
};

export default page;
