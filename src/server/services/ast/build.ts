/** 农业专题's build query: the topics and the first topic's newest year (the page's prebuilt first view). */
import type { Db } from '#server/db/client.ts';
import type { AstCategory, AstNationwideAnswer, AstSeriesAnswer } from '#lib/ast/types.ts';
import { nationwideAnswer, seriesAnswer } from './answers.ts';
import { topicCatalogue } from './topics.ts';

export interface AstBuildData {
  categories: AstCategory[];
  first: { nationwide: AstNationwideAnswer; series: AstSeriesAnswer } | null;
}

async function astBuildData(db: Db): Promise<AstBuildData> {
  const categories = await topicCatalogue(db);
  const topic = categories.flatMap((c) => c.topics).find((t) => t.lastYear);
  if (!topic) return { categories, first: null };
  const nationwide = await nationwideAnswer(db, { topic: topic.id });
  const series = await seriesAnswer(db, { topic: topic.id });
  if ('refusal' in nationwide || 'refusal' in series) return { categories, first: null };
  return { categories, first: { nationwide: nationwide.data, series: series.data } };
}

export const astQueries = { astBuildData };
