/** Shapes shared by content modules and the section components that render them. */
export type Stat = { value: string; label: string };

export type Step = { title: string; description: string };

export type Feature = { title: string; description: string };

export type Faq = { question: string; answer: string };

export type Metric = { value: string; label: string };

export type Testimonial = {
  company: string;
  descriptor: string;
  quote: string;
  metrics: readonly [Metric, Metric, Metric];
  person: { name: string; role: string };
};

export type SuccessStory = {
  id: string;
  title: string;
  company: string;
  descriptor: string;
  challenge: string;
  solution: string;
  metrics: readonly [Metric, Metric, Metric];
  quote: string;
  person: { name: string; role: string };
};

/** A call to action: an internal path or the external booking page. */
export type CtaLink = { label: string; to: string } | { label: string; booking: true };
