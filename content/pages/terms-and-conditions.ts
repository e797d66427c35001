import type { Input, editorialPageSchema } from '@/content/schemas';
import { site } from '@/content/site';

const page: Input<typeof editorialPageSchema> = {
  eyebrow: 'Legal',
  heroTitle: 'Terms and conditions',
  intro:
    "These terms apply to anyone who visits or uses this website. They are short on purpose: they explain what you can do with the site and its content, what we promise and what we don't. By using the site you accept them.",
  updatedAt: '2026-11-25',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are and what these terms cover',
      blocks: [
        {
          type: 'paragraph',
          text: `This website is run by ${site.legalName}, a software development company based in ${site.city}, ${site.country}. In these terms, "we" and "us" mean ${site.legalName} and "you" means anyone using the site.`,
        },
        {
          type: 'paragraph',
          text: 'These are terms of use for the website only. They are not a contract for software development services. When we work with a partner, the project is governed by a separate written agreement signed by both sides, and if anything in that agreement differs from these terms, the agreement wins. How we handle personal data is explained in our privacy policy.',
        },
      ],
    },
    {
      id: 'using-the-site',
      title: 'Using the site',
      blocks: [
        {
          type: 'paragraph',
          text: "You can read and share the site freely; you don't need an account. In return, we ask you not to:",
        },
        {
          type: 'list',
          items: [
            "Try to get around the site's security, probe it for vulnerabilities without our written permission, or interfere with how it runs.",
            'Send automated requests at a volume that slows the site down for other visitors.',
            "Upload files containing malware, or anything you don't have the right to share.",
            'Use the forms to send spam, unsolicited sales pitches or content that is unlawful, abusive or misleading.',
            'Pretend to be someone else when you write to us or apply for a job.',
          ],
        },
        {
          type: 'paragraph',
          text: "If you find a security issue, please tell us at the address below instead of testing it further; we will thank you and fix it. We may block access for anyone who breaks these rules. We try to keep the site available at all times, but we may take it down for maintenance or changes, and we can't promise it will always be free of errors or interruptions.",
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          type: 'paragraph',
          text: `The text, illustrations, design, logo and wolf mark on this site belong to ${site.legalName} or are used with permission. Case studies may show our partners' names, logos and screens, which remain theirs and appear with their agreement.`,
        },
        {
          type: 'paragraph',
          text: 'You may link to any page, quote short passages with a credit and a link back, and share our articles. You may not copy whole pages or articles, reuse our artwork or logo, or present our content as your own without written permission. Code we publish on GitHub comes with its own licence, which applies instead of this section.',
        },
      ],
    },
    {
      id: 'accuracy',
      title: 'How accurate the content is',
      blocks: [
        {
          type: 'paragraph',
          text: 'We write every page with care and correct mistakes when we find them, but the site gives general information, not advice for your specific situation. Blog posts reflect our view when they were published, and tools, prices and app store rules change after that.',
        },
        {
          type: 'paragraph',
          text: "Estimates, price ranges, timelines and engagement models shown on the site, including the pricing page and articles about app costs, are indicative. They are not offers and they don't bind either side. A price becomes binding only in a written proposal or contract we send you for your specific project. Results quoted in case studies describe particular projects and are not a promise of the same results for yours.",
        },
      ],
    },
    {
      id: 'submissions',
      title: 'What you send us through the forms',
      blocks: [
        {
          type: 'paragraph',
          text: "When you submit the contact form or a job application, you confirm that the information is accurate and that you are allowed to share any files you attach. Sending a form doesn't create a contract or oblige either side to work together.",
        },
        {
          type: 'paragraph',
          text: "Your ideas stay yours; we don't claim any rights over what you describe to us. Until we sign a non-disclosure agreement, though, please share only what you are comfortable sharing without one. We are glad to sign an NDA before you send specs, designs or anything else confidential. We work with many companies, and we may already be building something similar for someone else without knowing about your idea.",
        },
      ],
    },
    {
      id: 'links',
      title: 'Links to other sites',
      blocks: [
        {
          type: 'paragraph',
          text: "The site links to a few other websites: our profiles on LinkedIn and GitHub (in the footer of every page), the ISO pages about the standards we are certified for, and the social networks and apps you choose when you share a page. We don't control them and we are not responsible for their content or how they handle your data; their own terms and policies apply.",
        },
        {
          type: 'paragraph',
          text: "You are welcome to link to our pages. Please don't do it in a way that suggests we endorse you when we don't, and don't show our pages inside a frame on another site.",
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limits of our liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'The site is provided as it is, free of charge. To the extent the law allows, we are not liable for losses that come from relying on its general content, from the site being unavailable, or from third-party sites we link to.',
        },
        {
          type: 'paragraph',
          text: "Nothing in these terms limits our liability where the law doesn't allow it to be limited, for example for harm caused intentionally or through gross negligence, or removes rights you have as a consumer.",
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Law and courts',
      blocks: [
        {
          type: 'paragraph',
          text: `These terms are governed by Romanian law. Any dispute about the site or these terms goes to the competent courts in ${site.city}, Romania. If you are a consumer living elsewhere in the European Union, you keep the protection of the mandatory rules of your own country and can also bring a claim there.`,
        },
        {
          type: 'paragraph',
          text: 'Before going to court, please write to us. Most problems can be solved with an email and a call.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms when the site or the law changes. The date at the top of this page shows the latest version, and the version on the site when you use it is the one that applies to that visit.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          type: 'paragraph',
          text: `For questions about these terms, to report a problem with the site or a security issue, email ${site.email}. ${site.legalName}, ${site.city}, ${site.country}.`,
        },
      ],
    },
  ],
};

export default page;
