import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 4,
  intro:
    'Most of the cost of a machined part is fixed long before a purchase order is raised. The drawing decides how many set-ups the part needs, how long it spends on the machine and how much of it has to be inspected. That is good news for OEMs: engineering and procurement working together can take real cost out of CNC parts without squeezing suppliers or accepting lower quality. Here are the levers that make the biggest difference.',
  sections: [
    {
      id: 'where-cost-comes-from',
      heading: 'Where machining cost comes from',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A machining quote is built from a handful of elements: programming and set-up time, machine cycle time, material, tooling, inspection, finishing and the shop’s overheads. On small batches, programming and set-up dominate. On larger batches, cycle time and material matter more. Knowing which applies to your part tells you which of the levers below will help most.',
        },
      ],
    },
    {
      id: 'seven-levers',
      heading: 'Seven ways to reduce CNC machining cost',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            {
              lead: 'Tolerance only what matters.',
              text: 'Tight tolerances mean slower cutting, more tool changes, more inspection and more scrap. Apply a sensible general tolerance, for example a class from ISO 2768, and put tight limits only on the features that affect fit or function.',
            },
            {
              lead: 'Design for the cutter.',
              text: 'Internal corners need a radius that a standard end mill can reach. Deep, narrow pockets, thin walls and very deep threads all slow machining and raise the risk of scrap. Small changes to corner radii and pocket depths can cut cycle time noticeably.',
            },
            {
              lead: 'Choose materials with machining in mind.',
              text: 'Where more than one grade meets the requirement, pick the one that machines more freely and is readily available in standard stock sizes. A part designed to fit a standard bar or plate size wastes less material and avoids special orders.',
            },
            {
              lead: 'Reduce the number of set-ups.',
              text: 'Every time a part is turned over and re-clamped, the shop adds set-up time and a chance of error. Features that can be reached from fewer directions, or a design suited to five-axis machining, lower cost and improve accuracy.',
            },
            {
              lead: 'Specify finishes carefully.',
              text: 'Fine surface finishes, cosmetic requirements and secondary operations such as anodising, plating or marking all add cost. Call them up only where needed, and state them clearly so every supplier quotes the same thing.',
            },
            {
              lead: 'Batch and schedule sensibly.',
              text: 'Because set-up cost is shared across the batch, very small, frequent orders are expensive. Blanket orders with scheduled call-offs let a supplier run economical batches while you hold less stock.',
            },
            {
              lead: 'Involve the supplier early.',
              text: 'A design for manufacture review with an experienced machinist before the drawing is released often finds savings the design team could not see. Good suppliers are glad to do this for parts they expect to make.',
            },
          ],
        },
      ],
    },
    {
      id: 'complete-rfqs',
      heading: 'Send complete enquiries',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Suppliers price uncertainty. When a request for quotation arrives without a 3D model, material specification, quantities, finish or inspection requirements, a careful shop either asks questions, which slows the quote, or adds margin to cover what it cannot see. A complete package gets faster, tighter and more comparable prices.',
        },
        {
          kind: 'list',
          items: [
            'A 3D model and a fully toleranced drawing at the current revision',
            'Material grade and any certification requirements',
            'Batch quantities and expected annual volume',
            'Finishes, marking and packaging requirements',
            'Inspection and documentation needs, such as a first article inspection report',
          ],
        },
      ],
    },
    {
      id: 'total-cost',
      heading: 'Look at total cost, not unit price',
      blocks: [
        {
          kind: 'paragraph',
          text: `The cheapest quote is not always the cheapest part. Scrap, rework, late deliveries, extra inspection and the time your team spends chasing a supplier all add to the real cost of a component. We explain how those hidden costs build up in [The True Cost of Cheap CNC Suppliers](${paths.cheapSuppliers}).`,
        },
        {
          kind: 'paragraph',
          text: 'A supplier whose machines, certifications and batch sizes fit your part will usually be more competitive than one stretching to take the work. Matching the part to the right shop is itself a cost reduction lever.',
        },
      ],
    },
    {
      id: 'quick-checklist',
      heading: 'A quick checklist for your next drawing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Is every tight tolerance needed for fit or function?',
            'Can standard tools reach every internal corner and pocket?',
            'Could a more machinable grade or a standard stock size do the job?',
            'How many set-ups does the part need, and could the design need fewer?',
            'Are finishes and secondary operations specified only where needed?',
            'Has a machinist reviewed the design before release?',
          ],
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forgebridge matches OEMs with vetted CNC partners whose capability fits the work, mainly in the UK. Every supplier is visited in person to check certifications, sample parts, QA procedures and capacity. We aim to put three options in front of you within 72 hours, and sourcing is free to buyers.',
        },
        {
          kind: 'cta',
          title: 'Want a second opinion on your part costs?',
          text: 'Book a free 30-minute call, or send us your requirements and we will come back with three vetted suppliers.',
          links: [
            { label: 'Book a Call', booking: true },
            { label: 'Get 3 Vetted Suppliers', to: paths.oemSourcing },
          ],
        },
      ],
    },
  ],
};

export default body;
