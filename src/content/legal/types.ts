export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
};

export type LegalDocument = {
  /** The h1; the head title and description live in the route table. */
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};
