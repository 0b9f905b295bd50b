import { paths } from '@/config/paths';
import { readMinutesFor } from './text';
import type { ArticleBody } from './types';

const intro =
  'UK machine shops enter 2025 with plenty of opportunity and plenty of pressure. OEMs are looking harder at suppliers closer to home, regulated sectors are busy, and new technology is making small shops more productive. At the same time, skilled people are scarce, operating costs remain high, and customers expect more evidence of quality and security than ever. This article looks at seven challenges facing CNC and precision machining businesses this year, what each means for the OEMs who buy from them, and practical steps for both sides.';

const sections: ArticleBody['sections'] = [
  {
    id: 'skills-shortage',
    heading: '1. Skills shortages and an ageing workforce',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Experienced machinists, setters, programmers and inspectors are hard to find, and many of the most skilled are approaching retirement. In a small shop, one person may hold the know-how for a whole family of parts. When that person leaves, quality and lead times suffer.',
      },
      {
        kind: 'paragraph',
        text: 'Shops that cope best write their knowledge down: set-up sheets, proven programs under revision control, inspection plans and photographs of work holding. They invest in apprentices and cross-train staff so no process depends on one person, and they use better software to make each skilled person go further.',
      },
    ],
  },
  {
    id: 'operating-costs',
    heading: '2. Operating costs and margin pressure',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Energy, materials, tooling, wages and finance costs have all risen in recent years, and few shops have been able to pass every increase on to customers. Margins on general subcontract work are thin, which leaves little room for investment or for absorbing a bad month.',
      },
      {
        kind: 'paragraph',
        text: 'The answer is rarely to cut prices further. Shops that protect margin know their true cost per machine hour, quote from it consistently, and steer towards work where their capability is worth paying for: tighter tolerances, difficult materials, certified sectors and repeat programmes. Buyers, for their part, get better results by comparing suppliers on total cost rather than the lowest quote.',
      },
    ],
  },
  {
    id: 'demand-and-reshoring',
    heading: '3. Uneven demand as work comes back onshore',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Many OEMs are reviewing offshore supply after years of disruption, long freight times and difficult communication. That brings new enquiries to UK shops, but demand is uneven. Some sectors are busy while others are cautious, and a shop can swing from turning work away to chasing it within a few months.',
      },
      {
        kind: 'paragraph',
        text: 'Reshored work also tends to arrive with expectations set elsewhere: high volumes, sharp prices and long payment terms. Shops need to be clear about what they can take on without damaging delivery to existing customers, and buyers need to share realistic forecasts so suppliers can plan.',
      },
    ],
  },
  {
    id: 'compliance-and-cyber',
    heading: '4. Rising compliance and cyber security expectations',
    blocks: [
      {
        kind: 'paragraph',
        text: `Aerospace, defence, medical and automotive customers expect certified quality management systems, full traceability and disciplined first article inspection. Increasingly, they also expect evidence that a supplier protects their drawings and data, and Cyber Essentials is becoming a routine requirement in defence and government-related supply chains. Our [guide to CNC certifications](${paths.cncCertifications}) explains which standards matter for which sectors.`,
      },
      {
        kind: 'paragraph',
        text: 'For a shop, certification is an investment of time and money that only pays off if it opens doors to new customers. Planning it as a roadmap, starting with ISO 9001 and adding sector standards as the customer base develops, keeps it manageable.',
      },
    ],
  },
  {
    id: 'cash-flow',
    heading: '5. Cash flow and payment terms',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Machine shops buy material, tooling and machine time up front and are often paid months later. Long payment terms from large customers, combined with higher material prices, put real strain on working capital. A shop that wins a large contract can find itself short of cash just as it needs to buy material for it.',
      },
      {
        kind: 'paragraph',
        text: 'Shops can ease this by agreeing staged payments or material deposits on large orders, using blanket orders with scheduled call-offs, and reviewing the terms of their largest accounts. Buyers who pay on time and agree sensible terms with smaller suppliers protect their own supply chain: a supplier in financial difficulty is a delivery risk.',
      },
    ],
  },
  {
    id: 'winning-new-work',
    heading: '6. Winning new work',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Most small and medium-sized shops win work through word of mouth and long-standing relationships. That works until a major customer reduces volumes or moves work elsewhere. Few shops have the time or people to market themselves, and their websites rarely show what they can actually do.',
      },
      {
        kind: 'paragraph',
        text: 'Buyers, meanwhile, struggle to find capable suppliers. Search results favour shops with the biggest marketing budgets, not the best process control. Shops that show their capability clearly, with case studies, photographs of real parts, machine lists and certifications, make it easy for the right buyers to shortlist them.',
      },
    ],
  },
  {
    id: 'technology-decisions',
    heading: '7. Technology investment decisions',
    blocks: [
      {
        kind: 'paragraph',
        text: `Automation, five-axis machining, in-process probing and AI-assisted programming can transform a shop’s productivity, but every investment competes for limited capital and management time. The risk is buying technology that does not match the work the shop actually wins. The most reliable approach is to start from the bottleneck, whether that is programming, set-up, inspection or unattended running, and invest there first. We look at AI in CAM in detail in [AI CAM programming and reshoring](${paths.aiCnc}).`,
      },
    ],
  },
  {
    id: 'what-this-means-for-buyers',
    heading: 'What this means for OEM buyers',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every one of these pressures eventually reaches the buyer as a late delivery, a quality problem or a supplier that suddenly stops quoting. Buyers who understand them can manage the risk:',
      },
      {
        kind: 'list',
        items: [
          'Ask suppliers about capacity, key people and succession, not just price and lead time.',
          'Share forecasts early so suppliers can plan staff, material and machine time.',
          'Qualify a second source for parts that would stop your line.',
          'Check certifications and data security before awarding regulated work.',
          'Treat good suppliers as partners: fair terms and on-time payment keep them healthy.',
        ],
      },
    ],
  },
  {
    id: 'how-forgebridge-helps',
    heading: 'How Forgebridge helps both sides',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Forgebridge sits between OEM buyers and CNC shops. For shops, we handle the marketing and business development most do not have time for: capability storytelling, lead generation, sales and pipeline support, and certification roadmaps. For OEMs, we provide three vetted UK supplier options within 72 hours, free of charge, and stay involved with weekly supplier health checks.',
      },
      {
        kind: 'cta',
        title: 'Facing one of these challenges?',
        text: 'Book a free 30-minute call to talk it through, or see what our partner programme offers CNC shops.',
        links: [
          { label: 'Book a Call', booking: true },
          { label: 'Become a Partner', to: paths.cncPartner },
        ],
      },
    ],
  },
];

const body: ArticleBody = { intro, sections, readMinutes: readMinutesFor({ intro, sections }) };

export default body;
