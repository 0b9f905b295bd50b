import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 6,
  intro:
    'Growth is what every OEM plans for, yet it is often the moment a supply chain starts to crack. A new contract doubles call-off volumes, a product finally takes off, or a customer asks you to pull a launch forward by a quarter. The suppliers who served you well at prototype and pilot volumes now have to deliver more parts, more often, to the same standard. This guide covers four pain points that appear when OEMs scale machined parts, how to recognise each one early, what is really going on underneath, and a practical workaround for each, followed by a five-question checklist to run before your next step up in volume.',
  sections: [
    {
      id: 'why-growth-strains-production',
      heading: 'Why growth strains production',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most CNC suppliers run close to full. That is good business for them: idle spindles cost money. But it means a shop that comfortably absorbed your 200 parts a month may have no room for 600 without moving someone else’s work, adding a shift or buying a machine. None of those happen quickly, and none of them happen at all unless the supplier sees your growth coming and believes in it.',
        },
        {
          kind: 'paragraph',
          text: 'Growth also exposes weaknesses that low volumes hide. A manual deburring step that takes ten minutes a part is invisible in a batch of twenty and a bottleneck in a batch of five hundred. An informal way of passing drawing changes by email works with one engineer and one supplier, and fails with three of each.',
        },
      ],
    },
    {
      id: 'four-pain-points',
      heading: 'Four pain points, and what to do about them',
      blocks: [
        { kind: 'subheading', text: '1. Lead times stretch as volumes rise' },
        {
          kind: 'details',
          items: [
            {
              term: 'What you see',
              text: 'Quoted lead times creep up with each order. Confirmations arrive later, deliveries are split into partial shipments, and your planners start padding every requirement to be safe.',
            },
            {
              term: 'What is happening',
              text: 'Your supplier has reached a capacity ceiling on the machines your parts need. They are fitting your larger orders around existing commitments, so your work waits in a queue that you cannot see.',
            },
            {
              term: 'Workaround',
              text: 'Share a rolling twelve-month forecast, even an imperfect one, so the supplier can plan machine time and material. For the volume above what your current supplier can safely carry, qualify an overflow supplier now, with the same drawings and inspection plan, rather than waiting for the first missed date.',
            },
          ],
        },
        { kind: 'subheading', text: '2. Quality drifts when output increases' },
        {
          kind: 'details',
          items: [
            {
              term: 'What you see',
              text: 'Parts that were right first time at pilot volumes start failing goods-in inspection. Rejects cluster on particular dimensions or finishes, and concessions become routine.',
            },
            {
              term: 'What is happening',
              text: 'The process that made good parts in small batches is not capable at higher rates. Tools are run longer between changes, new operators or a second shift have joined, inspection samples a smaller share of each batch, and fixtures wear.',
            },
            {
              term: 'Workaround',
              text: 'Before volumes rise, agree which characteristics are critical and how they will be controlled: in-process checks, tool-life limits, and a first-off and last-off inspection on every batch. Ask for capability data on the critical features. When a new machine, shift or supplier is added, repeat the first article inspection rather than assuming the process transfers.',
            },
          ],
        },
        { kind: 'subheading', text: '3. One supplier holds the whole programme' },
        {
          kind: 'details',
          items: [
            {
              term: 'What you see',
              text: 'A single shop makes every part in a family, owns the fixtures and CAM programs, and is the only place that knows the tricks that make the parts work. Any hiccup at that shop becomes a crisis for you.',
            },
            {
              term: 'What is happening',
              text: 'Single-supplier dependence grew by accident. The first supplier did a good job, so everything new went to them. The more successful your product became, the more of your business rests on one company’s machines, people and finances.',
            },
            {
              term: 'Workaround',
              text: 'Identify the parts that would stop your line and put a qualified second source in place for those first. You do not need to split volume evenly: a backup supplier that has made approved first articles and holds a small share of the work can take over far faster than a cold start. Make sure drawings, inspection plans and material specifications are complete enough for another shop to make the part without phoning the first one.',
            },
          ],
        },
        { kind: 'subheading', text: '4. Changes and forecasts get lost between teams' },
        {
          kind: 'details',
          items: [
            {
              term: 'What you see',
              text: 'Parts arrive made to a superseded revision. Suppliers are surprised by orders your sales team has known about for months. Engineering, purchasing and the supplier each have a different view of what is needed and when.',
            },
            {
              term: 'What is happening',
              text: 'Information flowed well when the team was small and everyone talked daily. As you grow, drawing changes, forecasts and priorities pass through more hands and more inboxes, and nothing makes sure the supplier receives each change and confirms it.',
            },
            {
              term: 'Workaround',
              text: 'Put every drawing change through one controlled route that requires the supplier to acknowledge the new revision before the next order ships. Hold a short weekly call with each key supplier on open orders, upcoming changes and capacity. It takes thirty minutes and replaces dozens of chasing emails.',
            },
          ],
        },
      ],
    },
    {
      id: 'five-question-checklist',
      heading: 'A five-question checklist before you scale',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Run through these questions with purchasing, engineering and quality together before a step up in volume. If any answer is “we are not sure”, that is where to start.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Can each of our critical suppliers show, machine by machine, that they have capacity for our forecast volume twelve months from now?',
            'Which parts would stop our line if one supplier failed tomorrow, and do we have a qualified second source for each of them?',
            'Are the critical characteristics on our drawings defined, and is each supplier controlling them with measured data rather than trust?',
            'Does every drawing change reach every supplier through one controlled route, with a confirmed revision before the next delivery?',
            'Do our suppliers see our forecast early enough to buy material, plan shifts and invest ahead of our growth?',
          ],
        },
        {
          kind: 'paragraph',
          text: `If single sourcing or supplier fit is the weak point, our [OEM Buyer’s Guide](${paths.oemBuyersGuide}) has a fuller set of supplier assessment questions.`,
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps OEMs grow',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forgebridge works with OEM buyers and a network of vetted CNC and precision manufacturing partners, mainly in the UK. Sourcing is free to OEMs, and we stay involved as an independent third party once work starts.',
        },
        {
          kind: 'list',
          items: [
            {
              lead: 'Capacity audits:',
              text: 'we look at the capacity your current suppliers genuinely have for your parts, and where it will run out as volumes rise.',
            },
            {
              lead: 'Growth-minded matches:',
              text: 'we introduce suppliers with the machines, certifications and appetite for the volumes you expect next year, not just the order you have today.',
            },
            {
              lead: 'Overflow and backup suppliers:',
              text: 'qualified second sources lined up before you need them, so a spike in demand or a problem at one shop does not stop your line.',
            },
            {
              lead: 'Supplier vetting:',
              text: 'every supplier is visited in person, with certifications, sample parts, QA procedures and capacity checked.',
            },
            {
              lead: 'Weekly supplier health checks:',
              text: 'a regular look at open orders, capacity and quality, so problems surface while there is still time to act.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'When you need new suppliers, we aim to put three vetted options in front of you within 72 hours.',
        },
        {
          kind: 'cta',
          title: 'Planning for growth this year?',
          text: 'Book a free 30-minute call and tell us about the volumes you are planning for. We will tell you where we see risk and how we would cover it.',
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
