import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 6,
  intro:
    'The lowest quote on a CNC package is easy to defend in a purchasing review. It is also, surprisingly often, the most expensive way to buy the part. The unit price is only the first line of the bill: scrap, rework, expediting, extra inspection, buffer stock and engineering time arrive later, under other budgets, and rarely get traced back to the supplier that caused them. This article sets out where the hidden costs of cheap suppliers come from, why the data behind a low quote can mislead, and the procurement habits that keep total cost down without paying over the odds.',
  sections: [
    {
      id: 'hidden-costs',
      heading: 'The hidden costs behind a low quote',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A quote prices the part the supplier expects to make. It does not price the parts that fail, the time your team spends managing the supplier, or the consequences of a late delivery. Those costs are real, but they land in quality, engineering, logistics and production budgets, so the purchase price variance looks healthy while the business pays more overall.',
        },
        {
          kind: 'list',
          items: [
            {
              lead: 'Scrap and rework:',
              text: 'non-conforming parts have to be sorted, returned, reworked or remade, and your own inspection time is spent on all of it.',
            },
            {
              lead: 'Extra inspection:',
              text: 'when you cannot trust a supplier’s inspection, you end up doing it yourself at goods-in, often to 100 percent on critical features.',
            },
            {
              lead: 'Expediting:',
              text: 'chasing late orders, paying for premium freight and rescheduling your own production all cost money and goodwill.',
            },
            {
              lead: 'Buffer stock:',
              text: 'unreliable delivery forces you to hold more inventory, which ties up cash and warehouse space.',
            },
            {
              lead: 'Engineering time:',
              text: 'concessions, deviation requests and repeated clarification of drawings pull engineers away from product work.',
            },
            {
              lead: 'Line stoppages:',
              text: 'the biggest cost of all is a missing part that stops an assembly line or delays a customer shipment.',
            },
          ],
        },
      ],
    },
    {
      id: 'data-misinformation',
      heading: 'When the data behind a quote is wrong',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cheap quotes are often built on optimistic data. A lead time assumes a machine will be free when it will not. A capability statement lists five-axis machining that is really one older machine shared across every job. A certificate is out of date, or covers a different site. Material is quoted as the grade on your drawing, but the mill certificates that arrive with the parts tell a different story, or do not arrive at all.',
        },
        {
          kind: 'paragraph',
          text: 'None of this is necessarily dishonest. Busy shops quote fast and hope to make it work. But a supplier selection made on unverified claims is a guess. Verify the facts that matter before you commit: see the machines your parts will run on, check certificates with the issuing body, ask for a sample part or a recent first article inspection report, and ask what the supplier’s on-time delivery actually was last quarter.',
        },
        {
          kind: 'paragraph',
          text: 'When one quote is far below the others, find out why before you celebrate. Useful questions:',
        },
        {
          kind: 'list',
          items: [
            'Which machines and which process route is this price based on, and is that machine free in the weeks you need it?',
            'Does the price include material with certificates, inspection to the drawing, deburring, finishing and packaging?',
            'Have you quoted to the current drawing revision and every note on it, including general tolerances?',
            'What happens to the price and the date if the first batch needs rework?',
          ],
        },
      ],
    },
    {
      id: 'single-sourcing',
      heading: 'The risk of single sourcing on price',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Price-led sourcing tends to concentrate volume on whichever supplier quoted lowest. That feels efficient, but it turns a cost saving into a dependency. If that supplier is running on thin margins to win work, it has little buffer for a machine failure, a staff shortage or a rise in material prices. When something goes wrong, you have no qualified alternative, and your negotiating position disappears exactly when you need it.',
        },
        {
          kind: 'paragraph',
          text: `A qualified second source for critical parts costs a little time up front and protects you from the worst outcomes. We cover how to build one in [How OEMs Can Grow Without Breaking Production](${paths.growthGuide}).`,
        },
      ],
    },
    {
      id: 'value-over-price',
      heading: 'Value over price: judging total cost',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The alternative to buying on price is not paying whatever a supplier asks. It is comparing suppliers on the total cost of getting good parts to your line on time. A slightly higher unit price from a shop with strong process control, honest lead times and a proactive account manager is frequently the cheaper option once the hidden costs are counted.',
        },
        {
          kind: 'list',
          items: [
            'Unit price, tooling and any one-off programming or fixture costs',
            'Expected conformance: how many parts will need sorting, rework or replacement',
            'Delivery reliability, and the cost to you of each late or partial shipment',
            'Inspection effort needed at your goods-in',
            'Freight, duties and packaging, especially for parts made overseas',
            'Time your team spends managing the supplier each month',
          ],
        },
      ],
    },
    {
      id: 'procurement-strategies',
      heading: 'Procurement strategies that keep total cost down',
      blocks: [
        {
          kind: 'list',
          items: [
            {
              lead: 'Score suppliers on more than price:',
              text: 'weight quality, delivery and responsiveness in your sourcing decisions and in quarterly reviews, and share the scorecard with the supplier.',
            },
            {
              lead: 'Qualify before you award:',
              text: 'require an approved first article inspection before production orders, and repeat it when the supplier changes machine, process or site.',
            },
            {
              lead: 'Dual source critical parts:',
              text: 'keep a qualified backup for the parts that would stop your line, even if it carries a small share of the volume.',
            },
            {
              lead: 'Design for cost, not just for function:',
              text: `relaxed tolerances where function allows, standard materials and fewer setups cut cost at every supplier. Our [CNC cost reduction guide](${paths.cncCostReduction}) covers the main levers.`,
            },
            {
              lead: 'Agree longer-term volumes:',
              text: 'blanket orders with scheduled call-offs let suppliers buy material and plan machine time efficiently, which usually earns a better price than spot buying.',
            },
          ],
        },
      ],
    },
    {
      id: 'communication-gaps',
      heading: 'Communication gaps with foreign suppliers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Offshore quotes can look compelling, but distance adds cost that does not appear on the quote. In one industry survey, 46% of respondents named communication as the top barrier to working with offshore suppliers.',
        },
        {
          kind: 'figures',
          items: [{ value: '46%', label: 'named communication as the top offshore barrier in an industry survey' }],
        },
        {
          kind: 'paragraph',
          text: 'The gaps are practical. Time zones mean a question asked on Monday afternoon is answered on Tuesday, and a follow-up takes until Wednesday. Drawing conventions differ: a note that is obvious to a UK engineer, or a general tolerance class, may be read differently elsewhere. Revision changes get lost in translation, and a site visit to resolve a problem means days of travel. Each of these adds delay, and delay adds cost.',
        },
        {
          kind: 'paragraph',
          text: 'Overseas suppliers can be the right choice for some parts. If you use them, fully define drawings and inspection requirements, agree a single point of contact who owns communication on both sides, and qualify the supplier with a first article before you commit volume.',
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forgebridge introduces OEM buyers to vetted CNC partners, with our main network in the UK. We visit every supplier in person to check certifications, sample parts, QA procedures and capacity, so the data behind a quote is verified before you rely on it. We aim to put three vetted options in front of you within 72 hours, free to buyers, and we stay involved as a third-party mediator with weekly supplier health checks once work starts. Suppliers outside the UK are only introduced if you explicitly approve it.',
        },
        {
          kind: 'cta',
          title: 'Find out what your parts really cost',
          text: 'Book a free 30-minute call. Bring a part family that causes problems and we will talk through the total cost and the alternatives.',
          links: [{ label: 'Book a Call', booking: true }],
        },
      ],
    },
  ],
};

export default body;
