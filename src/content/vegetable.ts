/** Build-time vegetable content: the list page's first view, so it paints the day's figures before any script. */
import { query } from './query.ts';

export const vegetableListFirstView = () => query('vegetableListFirstView');
