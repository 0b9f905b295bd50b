/** Interface wording shared by the article layout and the resources grid. */
export const articleUi = {
  backLink: 'All resources',
  breadcrumbLabel: 'Breadcrumb',
  published: 'Published',
  readTime: (minutes: number) => `${minutes} min read`,
  relatedTitle: 'Related articles',
  readLink: 'Read Article',
} as const;
