/** Build-time food content: every food once per build for the detail pages; the tree and popular foods for the rest. */
import { query } from './query.ts';

export const foodBuildData = () => query('foodBuildData');

/** The static pages' part (home, list): the tree and the popular foods, read in every publish run. */
export const foodHomeData = () => query('foodHomeData');
