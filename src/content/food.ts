/** Build-time food content: the tree and every food, read once per build for all the food pages. */
import { query } from './query.ts';

export const foodBuildData = () => query('foodBuildData');
