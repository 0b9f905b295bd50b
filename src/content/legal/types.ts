export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
};

export type LegalDocument = {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};
