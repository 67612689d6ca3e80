/** Seeded static and legal pages (spec 000 §2.2 legal routes, §3 'Static page'): plain, realistic, invented text. */
import type { StaticPage } from '../../contracts/content-api.ts';
import { BASE_TIME, DAY } from './constants.ts';
import { type SeoInput, seo } from './seo.ts';

interface PageText {
  slug: string;
  title: string;
  text: string;
  sections: { title: string; text: string }[];
  /** The page's own SEO fields (spec 000 §2.3 'SEO text section': the blog list, app and try-ar have texts); title and description default to none and the page text. */
  seo?: Partial<SeoInput>;
}

const support = 'support@example.com';

const texts: PageText[] = [
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    text: `<p>These terms govern your use of this website. By using the site you confirm that you are at least 18 years old and that you accept these terms.</p>`,
    sections: [
      {
        title: 'Eligibility',
        text: '<p>You must be an adult in your place of residence to use this site. We may ask you to verify your age before giving access to member content.</p>',
      },
      {
        title: 'Your account',
        text: '<p>Keep your password private. You are responsible for activity on your account. Tell us at once if you believe someone else has used it.</p>',
      },
      {
        title: 'Memberships and billing',
        text: '<p>Memberships renew automatically until cancelled. You can cancel at any time from your dashboard; access continues until the end of the paid period.</p>',
      },
      { title: 'Acceptable use', text: '<p>Content is for personal viewing only. Copying, sharing or reselling videos is not allowed.</p>' },
      { title: 'Changes', text: '<p>We may update these terms. The date of the latest change is shown on this page.</p>' },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    text: '<p>This policy explains which personal data we collect, why we collect it and the choices you have.</p>',
    sections: [
      {
        title: 'Data we collect',
        text: '<p>Your e-mail address, membership status, payment references from our billing partners and basic usage data such as pages visited.</p>',
      },
      {
        title: 'How we use it',
        text: '<p>To provide the service, process payments, prevent fraud, answer support requests and, with your consent, send news about new releases.</p>',
      },
      { title: 'Your rights', text: `<p>You may ask for a copy of your data, its correction or its deletion by writing to ${support}.</p>` },
      { title: 'Retention', text: '<p>We keep account data while your account exists and for the period the law requires afterwards.</p>' },
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    text: '<p>We use cookies to keep you logged in, remember your preferences and understand how the site is used.</p>',
    sections: [
      { title: 'Essential cookies', text: '<p>Session and security cookies are needed for the site to work and cannot be switched off.</p>' },
      { title: 'Preference cookies', text: '<p>These remember choices such as your layout type and cookie consent.</p>' },
      {
        title: 'Managing cookies',
        text: '<p>You can accept or reject optional cookies in the banner, and delete cookies in your browser settings at any time.</p>',
      },
    ],
  },
  {
    slug: 'ca-privacy-rights',
    title: 'California Privacy Rights',
    text: '<p>Residents of California have additional rights regarding their personal information under state law.</p>',
    sections: [
      {
        title: 'Right to know',
        text: '<p>You may request the categories and specific pieces of personal information we have collected about you.</p>',
      },
      { title: 'Right to delete', text: '<p>You may request deletion of your personal information, subject to legal exceptions.</p>' },
      { title: 'No sale of data', text: '<p>We do not sell personal information.</p>' },
    ],
  },
  {
    slug: 'usc-2257',
    title: '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement',
    text: '<p>All persons who appear in any visual depiction on this website were at least 18 years of age at the time the depiction was created.</p>',
    sections: [
      {
        title: 'Custodian of records',
        text: `<p>Records required by law are kept by the custodian of records of this website, Demo Street 1, Example City.</p>`,
      },
    ],
  },
  {
    slug: 'complaints-policy',
    title: 'Complaints Policy',
    text: '<p>We take every complaint seriously and aim to resolve it quickly and fairly.</p>',
    sections: [
      { title: 'How to complain', text: `<p>Write to ${support} with a description of the problem and any links concerned.</p>` },
      {
        title: 'What happens next',
        text: '<p>We confirm receipt within two business days and aim to resolve complaints within seven business days.</p>',
      },
      {
        title: 'Content removal',
        text: '<p>Content reported as unlawful or posted without consent is reviewed with priority and removed when the report is confirmed.</p>',
      },
    ],
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    text: '<p>Answers to the questions we hear most often.</p>',
    sections: [
      {
        title: 'Which headsets are supported?',
        text: '<p>Any modern headset with a web browser or a video player app, including Meta Quest, Pico, Apple Vision Pro and PlayStation VR2.</p>',
      },
      {
        title: 'Can I download videos?',
        text: '<p>Members can download videos in several resolutions. Trial memberships can watch online only.</p>',
      },
      {
        title: 'How do I cancel?',
        text: '<p>Open your dashboard, go to Membership Info and follow the cancellation steps. Access continues until the end of the paid period.</p>',
      },
      { title: 'Is billing discreet?', text: '<p>Yes. Charges appear under a neutral billing name on your statement.</p>' },
    ],
  },
  {
    slug: 'contact',
    title: 'Contact Us',
    text: `<p>Our support team answers every day of the year. Write to ${support} and we will reply within 24 hours.</p>`,
    sections: [
      { title: 'Billing questions', text: '<p>For payment questions please include the e-mail address of your account.</p>' },
      { title: 'Business inquiries', text: `<p>For partnerships write to business@example.com.</p>` },
    ],
  },
  {
    slug: 'about',
    title: 'About Us',
    text: `<p>Our studio has produced virtual reality scenes since 2021, filming in native 6K and 8K for every modern headset.</p>`,
    sections: [
      {
        title: 'Our studio',
        text: '<p>A small team of camera operators, editors and engineers who care about picture quality and comfortable viewing.</p>',
      },
      { title: 'Our promise', text: '<p>New scenes every week, fair prices and support that answers.</p>' },
    ],
  },
  {
    slug: 'app',
    title: 'Free VR App',
    text: '<p>Our free VR app brings every scene to your headset with a library view, offline viewing and unlimited downloads for members.</p>',
    sections: [
      { title: 'Watch offline', text: '<p>Download scenes inside the app and watch them anywhere, without a connection.</p>' },
      { title: 'One library', text: '<p>Your favourites and downloads follow you from the site to the app.</p>' },
      { title: 'How to install', text: '<p>Open the app store of your headset, search for our app and sign in with your site account.</p>' },
    ],
    seo: {
      shortSeoText: '<p>The free VR app plays every scene on your headset.</p>',
      fullSeoText: '<p>The free VR app plays every scene on your headset, keeps your downloads in one library and works offline.</p>',
    },
  },
  {
    slug: 'business',
    title: 'Business Inquiries',
    text: '<p>We work with studios, distributors, headset makers and affiliates. Tell us about your project.</p>',
    sections: [
      { title: 'Content licensing', text: '<p>License our 6K and 8K scenes for your platform or store.</p>' },
      { title: 'Technology partners', text: '<p>Headset and player makers: we test our scenes on new hardware before launch.</p>' },
      { title: 'Write to us', text: '<p>Write to business@example.com; we answer within two business days.</p>' },
    ],
  },
  {
    slug: 'help',
    title: 'Help',
    text: '<p>Find answers about your headset, our service and your membership. Choose a topic below.</p>',
    sections: [],
  },
  {
    slug: 'try-ar',
    title: 'Try AR',
    text: '<p>Augmented reality scenes play in your own room, seen through the cameras of your headset.</p>',
    sections: [],
  },
  {
    slug: 'partners',
    title: 'Our Partners',
    text: '<p>Studios and sites we work with, each with its own kind of virtual reality scenes.</p>',
    sections: [],
  },
  // The generic pages of the list routes (spec 000 §2.4 'Static pages'), read for their SEO text section (§2.3).
  {
    slug: 'videos',
    title: 'VR Porn Videos',
    text: '<p>Every scene in our library, newest and most popular first.</p>',
    sections: [],
    seo: {
      shortSeoText: '<p>Every scene in our library is filmed with a stereo 180-degree camera in 6K or 8K.</p>',
      fullSeoText:
        '<p>Sort the library by what is popular, what is new or what members rate best, and filter it by category to find the kind of scene you want.</p><p>Each scene page lists the resolutions it comes in and the headsets it plays best on.</p>',
    },
  },
  {
    slug: 'models',
    title: 'VR Pornstars',
    text: '<p>The performers of our scenes.</p>',
    sections: [],
    seo: {
      shortSeoText: '<p>Meet the performers of our virtual reality scenes, from newcomers to award winners.</p>',
      fullSeoText:
        '<p>Browse the performers by the first letter of their name or by tag, open a profile to read about them and see every scene they appear in.</p>',
    },
  },
  {
    slug: 'free',
    title: 'Free VR Porn Videos',
    text: '<p>Full scenes to watch before you join.</p>',
    sections: [],
    seo: {
      shortSeoText: '<p>Watch these scenes in full before you join: no account needed.</p>',
      fullSeoText:
        '<p>The free scenes change from time to time. They play in the same quality as the rest of the library, so they show what a membership gives you.</p>',
    },
  },
  // The generic pages of the cam list routes (spec 002 §2.1: the SEO text of vr-cam-girls / vr-cam-boys, and of
  // vr-cam-tag, which maps to the configured list slug).
  ...(['vr-cam-girls', 'vr-cam-boys'] as const).map((slug) => ({
    slug,
    title: slug === 'vr-cam-girls' ? 'VR Cam Girls' : 'VR Cam Boys',
    text: '<p>Live VR cam rooms streaming now.</p>',
    sections: [],
    seo: {
      shortSeoText: '<p>Live cam rooms in 2D and stereo 3D VR: pick a room, say hello in the chat and tip to make a request.</p>',
      fullSeoText:
        '<p>Filter the rooms by category, by tag or by status to find who is live now. Private and voice-private shows are billed per minute from your token balance, and spy mode lets you watch a private show quietly.</p>',
    },
  })),
  {
    slug: 'vr-porn-compilations',
    title: 'VR Porn Compilations',
    text: '<p>The best moments of many scenes in one video.</p>',
    sections: [],
    seo: {
      shortSeoText: '<p>Compilations gather the best moments of many scenes into one long video.</p>',
      fullSeoText:
        '<p>Each compilation is edited from our own scenes around a theme or a performer, and comes in the same resolutions as the scenes it is made from.</p>',
    },
  },
  {
    // The generic page of the blog routes (spec 000 §2.4 'Static pages': blog-slug and blog_category-slug give 'blog').
    slug: 'blog',
    title: 'Blog',
    text: '<p>News, guides and stories from the studio.</p>',
    sections: [],
    seo: {
      title: 'VR Blog: Guides, News and Stories from the Studio',
      description: 'Guides to VR headsets and viewing, studio news and behind-the-scenes stories from our crew.',
      shortSeoText:
        '<p>Our blog collects practical guides for getting the best picture from your headset, news about upcoming releases and stories from the set.</p>',
      fullSeoText:
        '<p>Every article is written by the people who film, edit and test our scenes. Start with the guides if you are new to virtual reality, browse the gear reviews before you buy a headset, or read the behind-the-scenes posts to see how a scene comes together.</p><p>New posts appear every few weeks; pick a category to read only what interests you.</p>',
    },
  },
];

export function buildPages(): StaticPage[] {
  return texts.map((p, index) => {
    const createdAt = BASE_TIME - 400 * DAY + index * DAY;
    const plain = p.text.replace(/<[^>]+>/g, '');
    return {
      id: index + 1,
      slug: p.slug,
      title: p.title,
      text: p.text,
      sections: p.sections,
      createdAt,
      updatedAt: createdAt + 200 * DAY,
      publishedAt: createdAt,
      seoParams: seo({ title: '', description: plain, ...p.seo }),
    };
  });
}
