/** Build-time 进出口贸易 content: the partners (country pages), the HS chapters, the months held, the home page's first view. */
import { query } from './query.ts';

export const tradeBuildData = () => query('tradeBuildData');
