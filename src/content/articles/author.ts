import { site } from '@/config/site';
import type { ArticleAuthor } from './types';

/** Articles are written by the team as a whole; swap in a Person here to credit an individual. */
export const forgebridgeTeam: ArticleAuthor = { type: 'Organization', name: site.name };
