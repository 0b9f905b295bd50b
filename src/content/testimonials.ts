import type { SuccessStory, Testimonial } from './types';

/**
 * The three partner success stories. Names are placeholders the business replaces here;
 * the figures are the business's own.
 */
export const successStories = [
  {
    id: 'subsea-startup',
    title: 'From first machine to a £2.3M subsea contract',
    company: 'Northshore Subsea Machining',
    descriptor: 'Start-up subsea CNC shop, Aberdeen',
    challenge:
      'A two-year-old shop with new five-axis capacity and no track record. Tier-one subsea buyers would not put it on a tender list, and spindles stood idle for half the week.',
    solution:
      'We wrote up its first jobs as case studies, introduced it to three subsea OEMs that needed a second source for manifold components, and managed the first-article inspection with the buyer.',
    metrics: [
      { value: '£2.3M', label: 'multi-year contract won' },
      { value: '£58K', label: 'first-year revenue from introductions' },
      { value: '65%', label: 'machine utilisation, up from under half' },
    ],
    quote:
      'We had the machines and the people. Forgebridge got us in front of buyers who would never have returned a cold call.',
    person: { name: 'Callum Reid', role: 'Managing Director' },
  },
  {
    id: 'aerospace-defence',
    title: 'An established AS9100 shop steadies its order book',
    company: 'Castleford Precision Engineering',
    descriptor: 'Established aerospace and defence shop, Yorkshire',
    challenge:
      'Three customers made up most of the revenue, payment terms were stretching and on-time delivery was slipping as rush orders collided.',
    solution:
      'We restructured two customer deals, matched the shop with defence primes looking for AS9100 capacity, and introduced weekly supplier health checks with its buyers.',
    metrics: [
      { value: '£700K', label: 'new defence work secured' },
      { value: '10%', label: 'cash-flow improvement' },
      { value: '95%', label: 'on-time delivery' },
    ],
    quote: 'The new work is good, but the real change is predictability. We plan the shop floor a quarter ahead now.',
    person: { name: 'Helen Marsh', role: 'Operations Director' },
  },
  {
    id: 'medical-family',
    title: 'A family-run shop moves up to medical device work',
    company: 'Whitfield & Sons Precision',
    descriptor: 'Family-run medical machining shop, West Midlands',
    challenge:
      'Thirty years of general subcontract work at tight margins. The shop had ISO 13485 ambitions but no route to medical device buyers.',
    solution:
      'A certification roadmap to ISO 13485, a shop showcase video, and introductions to medical OEMs needing small-batch titanium and PEEK components.',
    metrics: [
      { value: '75%', label: 'higher average job value' },
      { value: '£225K', label: 'revenue growth' },
      { value: '45%', label: 'of revenue now recurring' },
    ],
    quote: 'We stopped competing on price for jobs anyone could do and started winning work that suits our skills.',
    person: { name: 'David Whitfield', role: 'Owner' },
  },
] as const satisfies readonly SuccessStory[];

export const partnerTestimonial = {
  company: 'Castleford Precision Engineering',
  descriptor: 'AS9100 aerospace and defence shop',
  quote:
    'Forgebridge understands a machine shop. They talk to buyers in engineering terms, they vet both sides properly, and the introductions turned into £180K of work in the first six months.',
  metrics: [
    { value: '£180K', label: 'work in six months' },
    { value: '90%', label: 'on-time delivery to new OEMs' },
    { value: '3', label: 'new OEM accounts' },
  ],
  person: { name: 'Helen Marsh', role: 'Operations Director' },
} as const satisfies Testimonial;

export const oemTestimonial = {
  company: 'Aerospace systems OEM',
  descriptor: 'Procurement team, South West England',
  quote:
    'We needed a second source for a titanium bracket family. Forgebridge came back with three vetted, AS9100-certified shops inside 72 hours, and stayed involved until first articles passed.',
  metrics: [
    { value: '72hr', label: 'to three vetted options' },
    { value: '20-30%', label: 'faster than cold sourcing' },
    { value: '£0', label: 'cost to the buyer' },
  ],
  person: { name: 'Priya Natarajan', role: 'Senior Category Buyer' },
} as const satisfies Testimonial;

export const testimonials = [partnerTestimonial, oemTestimonial] as const;
